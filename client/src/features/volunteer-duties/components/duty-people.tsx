import {
  backgroundCheckProblems,
  backgroundCheckValid,
  exemptionProblems,
  formatHours,
  parseHours,
  volunteerDutiesMessages,
} from '@coop/contract';
import { useState, type FormEvent } from 'react';
import { Field, TextField } from '../../../components/form-field';
import { FormActions } from '../../../components/form-actions';
import type { VolunteerDutiesQuery } from '../../../graphql/graphql';
import { formatLongDate } from '../../../lib/format-date';
import { todayUtc } from '../../../lib/today';
import {
  useRemoveBackgroundCheck,
  useRemoveVolunteerExemption,
  useSaveBackgroundCheck,
  useSaveVolunteerExemption,
} from '../api/duties';
import { dutiesUiMessages as messages } from '../duties-ui-messages';
import { checkedSend, type Errors, type OnNotice } from './duty-form';

type Duties = VolunteerDutiesQuery['volunteerDuties'];

/** The term's exemptions, and a form to give a taking-part household its own lower quota (0: exempt). */
export function Exemptions({ duties, onNotice }: { duties: Duties; onNotice: OnNotice }) {
  const [draft, setDraft] = useState({ householdId: '', hours: '0', reason: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [save, { loading }] = useSaveVolunteerExemption();
  const [remove] = useRemoveVolunteerExemption();
  const prefix = `duties-exemption-${duties.termKey}`;
  const householdId = draft.householdId || duties.households[0]?.householdId || '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const input = {
      termKey: duties.termKey,
      householdId,
      quotaMinutes: parseHours(draft.hours) ?? Number.NaN,
      reason: draft.reason,
    };
    const name = duties.households.find((each) => each.householdId === householdId)?.name ?? '';
    const done = await checkedSend({
      prefix,
      problems: exemptionProblems(input),
      setErrors,
      onNotice,
      send: () => save({ variables: { input } }),
      saved: `${name}: ${volunteerDutiesMessages.exemptionSaved}`,
    });
    if (done) setDraft({ householdId: '', hours: '0', reason: '' });
  }

  return (
    <section className="duties__section" aria-labelledby={`${prefix}-heading`}>
      <h3 id={`${prefix}-heading`}>Exemptions in {duties.termName}</h3>
      {duties.exemptions.length === 0 ? (
        <p>{messages.noExemptions}</p>
      ) : (
        <ul className="duties__list">
          {duties.exemptions.map((exemption) => (
            <li key={exemption.householdId} className="duties__item">
              <div>
                <strong>{exemption.householdName}</strong>: {formatHours(exemption.quotaMinutes)}
                <div className="field__hint">
                  {exemption.reason} (by {exemption.byName})
                </div>
              </div>
              <button
                type="button"
                className="button button--secondary"
                onClick={() =>
                  void checkedSend({
                    prefix,
                    problems: [],
                    setErrors,
                    onNotice,
                    send: () => remove({ variables: { termKey: duties.termKey, householdId: exemption.householdId } }),
                    saved: `${exemption.householdName}: ${volunteerDutiesMessages.exemptionRemoved}`,
                  })
                }
              >
                Remove the exemption of {exemption.householdName}
              </button>
            </li>
          ))}
        </ul>
      )}
      {duties.households.length === 0 ? (
        <p>{messages.noHouseholds}</p>
      ) : (
        <form noValidate onSubmit={submit} aria-label={`Give an exemption in ${duties.termName}`}>
          <div className="duties__grid">
            <Field id={`${prefix}-householdId`} label="Family" error={errors.householdId}>
              {(control) => (
                <select
                  {...control}
                  className="field__control"
                  value={householdId}
                  onChange={(event) => setDraft({ ...draft, householdId: event.target.value })}
                >
                  {duties.households.map((household) => (
                    <option key={household.householdId} value={household.householdId}>
                      {household.name} (owes {formatHours(household.quotaMinutes)})
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <TextField
              id={`${prefix}-quotaMinutes`}
              label="Hours this family owes"
              hint="0 for exempt."
              error={errors.quotaMinutes}
              inputMode="decimal"
              value={draft.hours}
              onChange={(value) => setDraft({ ...draft, hours: value })}
            />
          </div>
          <TextField
            id={`${prefix}-reason`}
            label="Reason"
            required
            error={errors.reason}
            value={draft.reason}
            onChange={(value) => setDraft({ ...draft, reason: value })}
          />
          <FormActions submit="Save the exemption" busy={loading} />
        </form>
      )}
    </section>
  );
}

const emptyCheck = { userId: '', checkedOn: '', expiresOn: '', note: '' };

/** Background checks on file per guardian account: the list, and a form to record one. */
export function BackgroundChecks({ guardians, onNotice }: { guardians: Duties['guardians']; onNotice: OnNotice }) {
  const [draft, setDraft] = useState(emptyCheck);
  const [errors, setErrors] = useState<Errors>({});
  const [save, { loading }] = useSaveBackgroundCheck();
  const [remove] = useRemoveBackgroundCheck();
  const prefix = 'duties-check';
  const userId = draft.userId || guardians[0]?.userId || '';
  const onFile = guardians.filter((guardian) => guardian.check);
  const today = todayUtc();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const input = { userId, checkedOn: draft.checkedOn, expiresOn: draft.expiresOn || null, note: draft.note };
    const name = guardians.find((each) => each.userId === userId)?.name ?? '';
    const done = await checkedSend({
      prefix,
      problems: backgroundCheckProblems(input),
      setErrors,
      onNotice,
      send: () => save({ variables: { input } }),
      saved: `${name}: ${volunteerDutiesMessages.checkSaved}`,
    });
    if (done) setDraft(emptyCheck);
  }

  return (
    <section className="duties__section" aria-labelledby={`${prefix}-heading`}>
      <h3 id={`${prefix}-heading`}>Background checks on file</h3>
      {onFile.length === 0 ? (
        <p>{messages.noChecks}</p>
      ) : (
        <ul className="duties__list">
          {onFile.map(({ userId: id, name, householdName, check }) => (
            <li key={id} className="duties__item">
              <div>
                <strong>{name}</strong> ({householdName})
                <div className="field__hint">
                  Checked {formatLongDate(check!.checkedOn)}
                  {check!.expiresOn ? `, counts until ${formatLongDate(check!.expiresOn)}` : ', does not expire'}
                  {backgroundCheckValid(check!, today) ? '' : ' (not valid today)'}
                  {check!.note ? `. ${check!.note}` : ''}
                </div>
              </div>
              <button
                type="button"
                className="button button--secondary"
                onClick={() =>
                  void checkedSend({
                    prefix,
                    problems: [],
                    setErrors,
                    onNotice,
                    send: () => remove({ variables: { userId: id } }),
                    saved: `${name}: ${volunteerDutiesMessages.checkRemoved}`,
                  })
                }
              >
                Remove the check of {name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {guardians.length === 0 ? (
        <p>{messages.noGuardians}</p>
      ) : (
        <form noValidate onSubmit={submit} aria-label="Record a background check">
          <div className="duties__grid">
            <Field id={`${prefix}-userId`} label="Guardian" error={errors.userId}>
              {(control) => (
                <select
                  {...control}
                  className="field__control"
                  value={userId}
                  onChange={(event) => setDraft({ ...draft, userId: event.target.value })}
                >
                  {guardians.map((guardian) => (
                    <option key={guardian.userId} value={guardian.userId}>
                      {guardian.name} ({guardian.householdName})
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <TextField
              id={`${prefix}-checkedOn`}
              label="Checked on"
              required
              error={errors.checkedOn}
              type="date"
              value={draft.checkedOn}
              onChange={(value) => setDraft({ ...draft, checkedOn: value })}
            />
            <TextField
              id={`${prefix}-expiresOn`}
              label="Counts until"
              hint="Leave empty when it does not expire."
              error={errors.expiresOn}
              type="date"
              value={draft.expiresOn}
              onChange={(value) => setDraft({ ...draft, expiresOn: value })}
            />
          </div>
          <TextField
            id={`${prefix}-note`}
            label="Note"
            error={errors.note}
            value={draft.note}
            onChange={(value) => setDraft({ ...draft, note: value })}
          />
          <FormActions submit="Save the background check" busy={loading} />
        </form>
      )}
    </section>
  );
}
