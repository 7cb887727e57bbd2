import {
  addDays,
  classMeetingDates,
  classTitle,
  scheduleChangeId,
  scheduleChangeKinds,
  upcomingChanges,
  type Catalog,
  type CatalogClass,
  type ScheduleChange,
} from '@coop/contract';
import { useState, type FormEvent } from 'react';
import { FormActions } from '../../../components/form-actions';
import { Field, useFocusFirstInvalid } from '../../../components/form-field';
import { NoticeRegion } from '../../../components/notice';
import { dayText } from '../../../lib/format-date';
import { changeText, changedMeetingName } from '../../../lib/schedule-change-text';
import { useTodayUtc } from '../../../lib/today';
import {
  changeFromDraft,
  draftFromChange,
  fieldOfProblem,
  withChange,
  withoutChange,
  type ChangeDraft,
} from '../schedule-documents';
import { changeFieldLabels as labels, scheduleEditorUiMessages as messages } from '../schedule-editor-ui-messages';
import { useSaveDocument } from '../use-save-document';

const kindLabels: Record<ScheduleChange['kind'], string> = {
  cancelled: 'Cancelled',
  moved: 'Moved to another day or time',
  room: 'In another room',
};

function emptyDraft(classKey: string): ChangeDraft {
  return { class_key: classKey, date: '', kind: 'cancelled', new_date: '', start: '', end: '', location: '', note: '' };
}

type Props = {
  /** The classes this viewer may change: every class for administrators, their own for teachers. */
  classes: readonly CatalogClass[];
  catalog: Catalog;
  document: { body: string; revision: number };
};

/** One-off changes to single meetings: the ones to come, each editable and removable, and a form to add one. */
export function ScheduleChangesPanel({ classes, catalog, document }: Props) {
  const today = useTodayUtc();
  const [draft, setDraft] = useState<ChangeDraft>(() => emptyDraft(classes[0]?.key ?? ''));
  const [invalidField, setInvalidField] = useState<string>();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const { run, refuse, saving, notice } = useSaveDocument('schedule-changes.json', document);
  const mine = new Map(classes.map((item) => [item.key, item]));
  const all = JSON.parse(document.body) as ScheduleChange[];
  const listed = upcomingChanges(all, [...mine.keys()], today);
  const item = mine.get(draft.class_key);
  const dates = item ? classMeetingDates(item, catalog.schoolYear, today, addDays(catalog.schoolYear.end, 1)) : [];
  if (draft.date && !dates.includes(draft.date)) dates.unshift(draft.date);
  const set = (field: keyof ChangeDraft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const errorOf = (field: string) => (invalidField === field && notice?.kind === 'error' ? notice.text : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The document's own check would only say the date is missing; the person at the form needs to hear what to do.
    if (!draft.date) {
      setInvalidField('date');
      refuse(messages.chooseMeeting);
      return focusFirstInvalid();
    }
    let problem: unknown;
    const saved = await run((body) => {
      try {
        return withChange(body, changeFromDraft(draft, scheduleChangeId(draft.class_key, draft.date)), catalog);
      } catch (error) {
        problem = error;
        throw error;
      }
    }, messages.changeSaved);
    setInvalidField(fieldOfProblem(problem));
    if (saved) setDraft(emptyDraft(draft.class_key));
    else focusFirstInvalid();
  }

  async function remove(change: ScheduleChange) {
    await run((body) => withoutChange(body, change.id, catalog), messages.changeRemoved);
    if (draft.id === change.id) setDraft(emptyDraft(change.class_key));
  }

  return (
    <section aria-labelledby="schedule-changes-heading">
      <h3 id="schedule-changes-heading">One-off changes</h3>
      <NoticeRegion notice={notice} />
      {listed.length === 0 ? (
        <p>{messages.noUpcoming}</p>
      ) : (
        <ul className="schedule-editor__changes">
          {listed.map((change) => {
            const owner = mine.get(change.class_key)!;
            const name = changedMeetingName(owner, change);
            return (
              <li key={change.id}>
                <span>
                  <strong>{name}:</strong> {changeText(owner, change)}
                </span>
                <span className="member-form__actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={`Edit the change to ${name}`}
                    onClick={() => setDraft(draftFromChange(change))}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={`Remove the change to ${name}`}
                    disabled={saving}
                    onClick={() => void remove(change)}
                  >
                    Remove
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <form
        ref={formRef}
        className="member-form"
        aria-labelledby="schedule-change-form-heading"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <h4 id="schedule-change-form-heading">{draft.id ? 'Edit the change' : 'Add a change'}</h4>
        <Field label={labels.class_key} required error={errorOf('class_key')}>
          {(control) => (
            <select
              {...control}
              value={draft.class_key}
              disabled={!!draft.id}
              onChange={(event) => setDraft({ ...draft, class_key: event.target.value, date: '' })}
            >
              {classes.map((each) => (
                <option key={each.key} value={each.key}>
                  {classTitle(each)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={labels.date} hint="The day the class meets on that changes." required error={errorOf('date')}>
          {(control) => (
            <select
              {...control}
              value={draft.date}
              disabled={!!draft.id}
              onChange={(event) => set('date')(event.target.value)}
            >
              <option value="">Choose a day</option>
              {dates.map((date) => (
                <option key={date} value={date}>
                  {dayText(date)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset className="schedule-editor__kinds">
          <legend>{labels.kind}</legend>
          {scheduleChangeKinds.map((kind) => (
            <label key={kind}>
              <input
                type="radio"
                name="schedule-change-kind"
                value={kind}
                checked={draft.kind === kind}
                onChange={() => set('kind')(kind)}
              />{' '}
              {kindLabels[kind]}
            </label>
          ))}
        </fieldset>
        {draft.kind === 'moved' && (
          <>
            <Field label={labels.new_date} hint="Leave empty to keep the same day." error={errorOf('new_date')}>
              {(control) => (
                <input
                  {...control}
                  type="date"
                  value={draft.new_date}
                  onChange={(e) => set('new_date')(e.target.value)}
                />
              )}
            </Field>
            <Field label={labels.start} hint={item && `Usually ${item.start}.`} error={errorOf('start')}>
              {(control) => (
                <input {...control} type="time" value={draft.start} onChange={(e) => set('start')(e.target.value)} />
              )}
            </Field>
            <Field label={labels.end} hint={item && `Usually ${item.end}.`} error={errorOf('end')}>
              {(control) => (
                <input {...control} type="time" value={draft.end} onChange={(e) => set('end')(e.target.value)} />
              )}
            </Field>
          </>
        )}
        {draft.kind !== 'cancelled' && (
          <Field
            label={labels.location}
            hint={item && `Usually ${item.location}.`}
            required={draft.kind === 'room'}
            error={errorOf('location')}
          >
            {(control) => (
              <input {...control} value={draft.location} onChange={(e) => set('location')(e.target.value)} />
            )}
          </Field>
        )}
        <Field label={labels.note} hint="Shown with the change, for example “Teacher is ill”." error={errorOf('note')}>
          {(control) => <input {...control} value={draft.note} onChange={(e) => set('note')(e.target.value)} />}
        </Field>
        <FormActions submit="Save the change" busy={saving}>
          {draft.id && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setDraft(emptyDraft(draft.class_key))}
            >
              Cancel editing
            </button>
          )}
        </FormActions>
      </form>
    </section>
  );
}
