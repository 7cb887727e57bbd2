import { useState, type FormEvent } from 'react';
import { chargeButtonText, formatHours, volunteerHoursMessages, volunteerHoursTexts as texts } from '@coop/contract';
import '../../../components/button-variants.css';
import '../../../components/form-field.css';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { MemberTable } from '../../../components/member-table';
import { NoticeRegion, type Notice } from '../../../components/notice';
import type { VolunteerHoursFieldsFragment } from '../../../graphql/graphql';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import type { SessionUser } from '../../../lib/auth-storage';
import { useCorrectVolunteerHours, useSettleVolunteerHours, useVolunteerHours } from '../api/volunteer-hours';
import { dutyText, hoursLoading, volunteerHoursUiMessages as messages } from '../volunteer-hours-ui-messages';
import '../volunteer-hours.css';

type Household = VolunteerHoursFieldsFragment['households'][number];
type Signup = Household['signups'][number];

const failedText = (error: unknown) =>
  apolloErrorMessage(error, { refused: messages.hoursLoadFailed, unreachable: messages.hoursLoadFailed });

const workedText = (signup: Signup) => (signup.missingOut ? texts.missingOut : formatHours(signup.workedMinutes));

function settledText(household: Household): string | null {
  const settled = household.settlement;
  if (!settled) return null;
  return settled.outcome === 'charged'
    ? texts.settledCharged(settled.amount, settled.shortMinutes)
    : texts.settledWaived(settled.shortMinutes, settled.reason ?? '');
}

/**
 * Hours: a parent sees their household's required, signed-up, worked and short hours and each duty's worked
 * time; an administrator every household's, corrects a duty's time with a reason, and charges or waives a
 * household's shortfall once.
 */
export function Hours({ viewer }: { viewer: SessionUser }) {
  const query = useVolunteerHours();
  const [notice, setNotice] = useState<Notice>(null);
  const ledger = query.data?.volunteerHours;
  return (
    <section className="member-panel volunteer-hours" aria-labelledby="hours-heading">
      <h2 id="hours-heading">Hours</h2>
      {ledger && <p>Volunteer hours for {ledger.termName}.</p>}
      <NoticeRegion notice={notice} />
      {!ledger ? (
        <LoadingOrFailed query={query} loadingText={hoursLoading} failedText={messages.hoursLoadFailed} />
      ) : viewer.role === 'admin' ? (
        <OfficeHours ledger={ledger} onNotice={setNotice} />
      ) : ledger.households.length === 0 ? (
        <p>{texts.noHousehold}</p>
      ) : (
        <FamilyHours household={ledger.households[0]} />
      )}
    </section>
  );
}

function Figures({ household }: { household: Household }) {
  const figures = [
    ['Required', household.requiredMinutes],
    ['Signed up', household.signedUpMinutes],
    ['Worked', household.workedMinutes],
    ['Short', household.shortMinutes],
  ] as const;
  return (
    <dl className="volunteer-hours__figures">
      {figures.map(([label, minutes]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{formatHours(minutes)}</dd>
        </div>
      ))}
    </dl>
  );
}

function FamilyHours({ household }: { household: Household }) {
  const settled = settledText(household);
  return (
    <>
      <Figures household={household} />
      {settled && <p>{settled}</p>}
      {household.signups.length === 0 ? (
        <p>Your household has not signed up for a duty this term.</p>
      ) : (
        <MemberTable caption="Your household’s duties" columns={['Duty', 'Volunteer', 'Worked']}>
          <tbody>
            {household.signups.map((signup) => (
              <tr key={signup.signupId}>
                <td>{dutyText(signup)}</td>
                <td>{signup.volunteerName}</td>
                <td>{workedText(signup)}</td>
              </tr>
            ))}
          </tbody>
        </MemberTable>
      )}
    </>
  );
}

type OfficeProps = { ledger: VolunteerHoursFieldsFragment; onNotice: (notice: Notice) => void };

function OfficeHours({ ledger, onNotice }: OfficeProps) {
  const [open, setOpen] = useState<string | null>(null);
  if (ledger.households.length === 0) return <p>{texts.noHouseholds}</p>;
  return (
    <>
      <p>
        Every household’s hours this term. Open a household to correct a duty’s time or to charge or waive what it is
        short{ledger.termEnded ? '; the term has ended' : ''}.
      </p>
      <MemberTable
        caption="Volunteer hours by household"
        columns={['Household', 'Required', 'Signed up', 'Worked', 'Short', '']}
      >
        <tbody>
          {ledger.households.map((household) => (
            <tr key={household.householdId}>
              <th scope="row">{household.name}</th>
              <td>{formatHours(household.requiredMinutes)}</td>
              <td>{formatHours(household.signedUpMinutes)}</td>
              <td>
                {formatHours(household.workedMinutes)}
                {household.missingOut > 0 && (
                  <span className="volunteer-hours__flag">
                    {' '}
                    ({household.missingOut} {texts.missingOut.toLowerCase()})
                  </span>
                )}
              </td>
              <td>{formatHours(household.shortMinutes)}</td>
              <td>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-expanded={open === household.householdId}
                  aria-controls={`hours-${household.householdId}`}
                  onClick={() => setOpen(open === household.householdId ? null : household.householdId)}
                >
                  {open === household.householdId ? 'Close' : 'Open'}
                  <span className="visually-hidden"> {household.name}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </MemberTable>
      {ledger.households
        .filter((household) => household.householdId === open)
        .map((household) => (
          <OfficeHousehold key={household.householdId} ledger={ledger} household={household} onNotice={onNotice} />
        ))}
    </>
  );
}

function OfficeHousehold({ ledger, household, onNotice }: OfficeProps & { household: Household }) {
  const [settle, { loading: settling }] = useSettleVolunteerHours();
  const [waiving, setWaiving] = useState(false);
  const [reason, setReason] = useState('');
  const settled = settledText(household);

  async function submitSettlement(outcome: 'charged' | 'waived', event?: FormEvent) {
    event?.preventDefault();
    if (settling) return;
    onNotice(null);
    try {
      await settle({
        variables: {
          input: { termKey: ledger.termKey, householdId: household.householdId, outcome, reason: reason || null },
        },
      });
      onNotice({
        kind: 'success',
        text: outcome === 'charged' ? messages.charged(household.name) : messages.waived(household.name),
      });
    } catch (error) {
      onNotice({ kind: 'error', text: failedText(error) });
    }
  }

  return (
    <section id={`hours-${household.householdId}`} aria-labelledby={`hours-heading-${household.householdId}`}>
      <h3 id={`hours-heading-${household.householdId}`}>{household.name}</h3>
      <Figures household={household} />
      {settled ? (
        <p>{settled}</p>
      ) : household.shortMinutes > 0 ? (
        <div className="volunteer-hours__actions">
          {ledger.hourlyRate > 0 && (
            <button
              type="button"
              className="button button--primary"
              aria-disabled={settling}
              onClick={() => void submitSettlement('charged')}
            >
              {chargeButtonText(household.shortMinutes, ledger.hourlyRate)}
            </button>
          )}
          {waiving ? (
            <form className="volunteer-hours__actions" onSubmit={(event) => void submitSettlement('waived', event)}>
              <div className="field">
                <label htmlFor="waive-reason">Why it is waived</label>
                <input
                  id="waive-reason"
                  className="field__control"
                  value={reason}
                  required
                  onChange={(event) => setReason(event.target.value)}
                />
              </div>
              <button type="submit" className="button button--secondary" aria-disabled={settling}>
                Waive {formatHours(household.shortMinutes)}
              </button>
            </form>
          ) : (
            <button type="button" className="button button--secondary" onClick={() => setWaiving(true)}>
              Waive
            </button>
          )}
        </div>
      ) : null}
      {household.signups.length > 0 && (
        <MemberTable
          caption={`${household.name}: duties`}
          columns={['Duty', 'Volunteer', 'Worked', 'Correct the time']}
        >
          <tbody>
            {household.signups.map((signup) => (
              <tr key={signup.signupId}>
                <td>{dutyText(signup)}</td>
                <td>{signup.volunteerName}</td>
                <td>
                  {workedText(signup)}
                  {signup.correction && (
                    <>
                      <br />
                      Corrected: {signup.correction.reason}
                    </>
                  )}
                </td>
                <td>
                  <CorrectionForm signup={signup} onNotice={onNotice} />
                </td>
              </tr>
            ))}
          </tbody>
        </MemberTable>
      )}
    </section>
  );
}

function CorrectionForm({ signup, onNotice }: { signup: Signup; onNotice: (notice: Notice) => void }) {
  const [correct, { loading }] = useCorrectVolunteerHours();
  const [minutes, setMinutes] = useState(String(signup.workedMinutes || signup.minutes));
  const [reason, setReason] = useState('');
  const id = signup.signupId;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const value = Number(minutes.trim() || Number.NaN);
    if (!Number.isInteger(value)) {
      onNotice({ kind: 'error', text: volunteerHoursMessages.minutesInvalid });
      return;
    }
    onNotice(null);
    try {
      await correct({ variables: { input: { signupId: id, minutes: value, reason } } });
      setReason('');
      onNotice({ kind: 'success', text: messages.corrected(signup.volunteerName) });
    } catch (error) {
      onNotice({ kind: 'error', text: failedText(error) });
    }
  }

  return (
    <form className="volunteer-hours__actions" onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label htmlFor={`minutes-${id}`}>Minutes worked</label>
        <input
          id={`minutes-${id}`}
          className="field__control"
          inputMode="numeric"
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`reason-${id}`}>Reason</label>
        <input
          id={`reason-${id}`}
          className="field__control"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <button type="submit" className="button button--secondary button--small" aria-disabled={loading}>
        Save<span className="visually-hidden"> the time of {signup.volunteerName}’s duty</span>
      </button>
    </form>
  );
}
