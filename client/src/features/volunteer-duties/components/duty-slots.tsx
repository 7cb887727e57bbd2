import {
  clockText,
  dayText,
  slotEditProblems,
  slotPatternProblems,
  volunteerDutiesMessages,
  weekdayNames,
  weekdays,
  type Weekday,
} from '@coop/contract';
import { useState, type FormEvent } from 'react';
import { Field, TextField } from '../../../components/form-field';
import { FormActions } from '../../../components/form-actions';
import type { VolunteerDutiesQuery } from '../../../graphql/graphql';
import { todayUtc } from '../../../lib/today';
import { useDeleteVolunteerSlot, useGenerateVolunteerSlots, useSaveVolunteerSlot } from '../api/duties';
import { dutiesUiMessages as messages } from '../duties-ui-messages';
import { checkedSend, wholeNumber, type Errors, type OnNotice } from './duty-form';

type Duties = VolunteerDutiesQuery['volunteerDuties'];
type Slot = Duties['slots'][number];
type Props = { duties: Duties; onNotice: OnNotice };

/** The term's slots: generating a role's missing ones, then the slots of one day with who holds their places. */
export function DutySlots({ duties, onNotice }: Props) {
  return (
    <section className="duties__section" aria-labelledby="duties-slots-heading">
      <h3 id="duties-slots-heading">Slots in {duties.termName}</h3>
      <GenerateSlots duties={duties} onNotice={onNotice} />
      <SlotsByDay duties={duties} onNotice={onNotice} />
    </section>
  );
}

function GenerateSlots({ duties, onNotice }: Props) {
  const offered = duties.roles.filter((role) => !role.retired);
  const [draft, setDraft] = useState({ roleId: '', weekdays: [] as Weekday[], start: '', end: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [generate, { loading }] = useGenerateVolunteerSlots();
  const prefix = `duties-generate-${duties.termKey}`;
  const role = offered.find((each) => each.id === draft.roleId) ?? offered[0];
  if (!role) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const pattern = { weekdays: draft.weekdays, start: draft.start, end: draft.end };
    await checkedSend({
      prefix,
      problems: role.perClass ? [] : slotPatternProblems(pattern),
      setErrors,
      onNotice: (notice) => onNotice(notice && { ...notice, text: `${role.name}: ${notice.text}` }),
      send: () => generate({ variables: { input: { termKey: duties.termKey, roleId: role.id, ...pattern } } }),
      saved: (answer) => volunteerDutiesMessages.slotsAdded(answer.data?.generateVolunteerSlots ?? 0),
    });
  }

  const toggle = (day: Weekday, on: boolean) =>
    setDraft({ ...draft, weekdays: on ? [...draft.weekdays, day] : draft.weekdays.filter((each) => each !== day) });
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${prefix}-heading`}>
      <h4 id={`${prefix}-heading`}>Generate slots</h4>
      <Field id={`${prefix}-roleId`} label="Duty" error={errors.roleId}>
        {(control) => (
          <select
            {...control}
            className="field__control"
            value={role.id}
            onChange={(event) => setDraft({ ...draft, roleId: event.target.value })}
          >
            {offered.map((each) => (
              <option key={each.id} value={each.id}>
                {each.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {role.perClass ? (
        <p className="field__hint">{messages.perClassHint}</p>
      ) : (
        <>
          <p className="field__hint">{messages.generateHint}</p>
          <fieldset
            className="duties__weekdays"
            aria-invalid={errors.weekdays ? true : undefined}
            aria-describedby={errors.weekdays ? `${prefix}-weekdays-error` : undefined}
          >
            <legend>Weekdays</legend>
            {weekdays.map((day, index) => (
              <label key={day} className="duties__check">
                <input
                  type="checkbox"
                  id={index === 0 ? `${prefix}-weekdays` : undefined}
                  checked={draft.weekdays.includes(day)}
                  onChange={(event) => toggle(day, event.target.checked)}
                />{' '}
                {weekdayNames[day]}
              </label>
            ))}
            {errors.weekdays && (
              <p className="field__error" id={`${prefix}-weekdays-error`}>
                {errors.weekdays}
              </p>
            )}
          </fieldset>
          <div className="duties__grid">
            <TextField
              id={`${prefix}-start`}
              label="Starts at"
              error={errors.start}
              type="time"
              value={draft.start}
              onChange={(value) => setDraft({ ...draft, start: value })}
            />
            <TextField
              id={`${prefix}-end`}
              label="Ends at"
              error={errors.end}
              type="time"
              value={draft.end}
              onChange={(value) => setDraft({ ...draft, end: value })}
            />
          </div>
        </>
      )}
      <FormActions submit="Generate the slots" busy={loading} busyText="Generating…" />
    </form>
  );
}

/** The first day with slots from today on, or the last one when the term is over. */
function firstDay(dates: readonly string[]): string | undefined {
  const today = todayUtc();
  return dates.find((date) => date >= today) ?? dates.at(-1);
}

function SlotsByDay({ duties, onNotice }: Props) {
  const dates = [...new Set(duties.slots.map((slot) => slot.date))];
  const [chosen, setChosen] = useState<string>();
  const day = chosen && dates.includes(chosen) ? chosen : firstDay(dates);
  if (!day) return <p>{messages.noSlots}</p>;
  const slots = duties.slots.filter((slot) => slot.date === day);
  return (
    <div className="duties__day">
      <h4 id="duties-day-heading">Slots by day</h4>
      <Field label="Day" hint={`${dates.length} days with slots in ${duties.termName}.`}>
        {(control) => (
          <select
            {...control}
            className="field__control"
            value={day}
            onChange={(event) => setChosen(event.target.value)}
          >
            {dates.map((date) => (
              <option key={date} value={date}>
                {dayText(date)} ({date})
              </option>
            ))}
          </select>
        )}
      </Field>
      <ul className="duties__list" aria-label={`Slots on ${dayText(day)}`}>
        {slots.map((slot) => (
          <SlotItem key={slot.id} slot={slot} onNotice={onNotice} />
        ))}
      </ul>
    </div>
  );
}

const slotName = (slot: Slot) => `${slot.roleName}${slot.classTitle ? ` (${slot.classTitle})` : ''}`;

function SlotItem({ slot, onNotice }: { slot: Slot; onNotice: OnNotice }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState({ people: String(slot.people), start: slot.start, end: slot.end });
  const [errors, setErrors] = useState<Errors>({});
  const [save, saving] = useSaveVolunteerSlot();
  const [remove, removing] = useDeleteVolunteerSlot();
  const prefix = `duties-slot-${slot.id}`;
  const name = `${slotName(slot)}, ${clockText(slot.start)}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving.loading) return;
    const input = { id: slot.id, people: wholeNumber(draft.people, Number.NaN), start: draft.start, end: draft.end };
    const done = await checkedSend({
      prefix,
      problems: slotEditProblems(input),
      setErrors,
      onNotice,
      send: () => save({ variables: { input } }),
      saved: `${name}: ${volunteerDutiesMessages.slotSaved}`,
    });
    if (done) setEditing(false);
  }

  return (
    <li className="duties__item duties__slot">
      <div>
        <strong>{slotName(slot)}</strong>
        <div>
          {clockText(slot.start)}–{clockText(slot.end)} · {slot.held} of {slot.people}{' '}
          {slot.people === 1 ? 'place' : 'places'} held
        </div>
        {slot.holders.length > 0 && <div className="field__hint">{slot.holders.join(', ')}</div>}
      </div>
      {editing ? (
        <form noValidate onSubmit={submit} aria-label={`Edit ${name}`}>
          <div className="duties__grid">
            <TextField
              id={`${prefix}-people`}
              label="People"
              error={errors.people}
              inputMode="numeric"
              value={draft.people}
              onChange={(value) => setDraft({ ...draft, people: value })}
            />
            <TextField
              id={`${prefix}-start`}
              label="Starts at"
              error={errors.start}
              type="time"
              value={draft.start}
              onChange={(value) => setDraft({ ...draft, start: value })}
            />
            <TextField
              id={`${prefix}-end`}
              label="Ends at"
              error={errors.end}
              type="time"
              value={draft.end}
              onChange={(value) => setDraft({ ...draft, end: value })}
            />
          </div>
          <FormActions submit="Save the slot" busy={saving.loading} onCancel={() => setEditing(false)} />
        </form>
      ) : (
        <div className="duties__actions">
          <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
            Edit {name}
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={removing.loading || undefined}
            onClick={() =>
              void (
                !removing.loading &&
                checkedSend({
                  prefix,
                  problems: [],
                  setErrors,
                  onNotice,
                  send: () => remove({ variables: { id: slot.id } }),
                  saved: `${name}: ${volunteerDutiesMessages.slotDeleted}`,
                })
              )
            }
          >
            Delete {name}
          </button>
        </div>
      )}
    </li>
  );
}
