import { registrationWindowProblems, type RegistrationWindowField, type RegistrationWindows } from '@coop/contract';
import { useState, type FormEvent } from 'react';
import '../../../components/button-variants.css';
import { Field } from '../../../components/form-field';
import { FormActions } from '../../../components/form-actions';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { NoticeRegion, type Notice } from '../../../components/notice';
import type { TermFieldsFragment } from '../../../graphql/graphql';
import { apolloErrorMessage, refusedField } from '../../../lib/apollo-error-message';
import { useRollOverTerm, useSetTermRegistration, useTerms } from '../api/terms';
import { termsLoading, termsUiMessages as messages } from '../terms-ui-messages';
import '../terms.css';

const fallbacks = { refused: messages.refused, unreachable: messages.unreachable };

/** "August 18, 2026", from the date alone, so no time zone can move it. */
function dateText(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

/**
 * The Terms tab (administrators): each term with its dates and what the enrollment form says of it now, its
 * registration dates, and the next term started as a copy of one.
 */
export function Terms() {
  const query = useTerms();
  const [notice, setNotice] = useState<Notice>(null);
  const terms = query.data?.terms;
  return (
    <section className="member-panel terms" aria-labelledby="terms-heading">
      <h2 id="terms-heading">Terms</h2>
      <p>Each term's dates, its classes, and when families may enroll.</p>
      <NoticeRegion notice={notice} />
      {terms ? (
        <>
          {terms.map((term) => (
            <TermSection key={term.key} term={term} onNotice={setNotice} />
          ))}
          <RollOverForm terms={terms} onNotice={setNotice} />
        </>
      ) : (
        <LoadingOrFailed query={query} loadingText={termsLoading} failedText={messages.loadFailed} />
      )}
    </section>
  );
}

type TermProps = { term: TermFieldsFragment; onNotice: (notice: Notice) => void };

function TermSection({ term, onNotice }: TermProps) {
  const headingId = `term-${term.key}`;
  const state =
    term.notice ?? (!term.registration ? messages.openToEveryone : `Registration for ${term.name} is open.`);
  return (
    <section className="term" aria-labelledby={headingId}>
      <h3 id={headingId}>{term.name}</h3>
      <p className="term__facts">
        {dateText(term.start)} to {dateText(term.end)} · {term.classCount} classes
      </p>
      <p className="term__state">{state}</p>
      <RegistrationForm term={term} onNotice={onNotice} />
    </section>
  );
}

type WindowsDraft = { returning: string; everyone: string; closes: string; waitlistWhenClosed: boolean };

function draftOf(windows: TermFieldsFragment['registration']): WindowsDraft {
  return {
    returning: windows?.returning ?? '',
    everyone: windows?.everyone ?? '',
    closes: windows?.closes ?? '',
    waitlistWhenClosed: windows?.waitlistWhenClosed ?? false,
  };
}

const windowLabels: Record<RegistrationWindowField, string> = {
  returning: 'Opens to returning families',
  everyone: 'Opens to everyone',
  closes: 'Closes',
};

/** A term's registration dates: set (which opens it), changed, or taken away. */
function RegistrationForm({ term, onNotice }: TermProps) {
  const [draft, setDraft] = useState(() => draftOf(term.registration));
  const [errors, setErrors] = useState<Partial<Record<RegistrationWindowField, string>>>({});
  const [save, { loading }] = useSetTermRegistration();

  async function send(windows: RegistrationWindows | null) {
    try {
      await save({ variables: { termKey: term.key, windows } });
      setErrors({});
      onNotice({
        kind: 'success',
        text: windows ? messages.windowsSaved(term.name) : messages.windowsRemoved(term.name),
      });
      if (!windows) setDraft(draftOf(null));
    } catch (failure) {
      const text = apolloErrorMessage(failure, fallbacks);
      const field = refusedField(failure);
      if (field && field in windowLabels) setErrors({ [field]: text });
      onNotice({ kind: 'error', text: `${term.name}: ${text}` });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const windows: RegistrationWindows = {
      everyone: draft.everyone,
      ...(draft.returning && { returning: draft.returning }),
      ...(draft.closes && { closes: draft.closes }),
      ...(draft.waitlistWhenClosed && { waitlistWhenClosed: true }),
    };
    const problems = registrationWindowProblems(windows);
    setErrors(problems);
    const first = (Object.keys(windowLabels) as RegistrationWindowField[]).find((field) => problems[field]);
    if (first) {
      document.getElementById(`${term.key}-${first}`)?.focus();
      return;
    }
    void send(windows);
  }

  return (
    <form className="term__windows" noValidate onSubmit={submit} aria-label={`Registration dates of ${term.name}`}>
      <p className="field__hint">{messages.windowsHint}</p>
      <div className="term__window-fields">
        {(Object.keys(windowLabels) as RegistrationWindowField[]).map((field) => (
          <Field
            key={field}
            id={`${term.key}-${field}`}
            label={windowLabels[field]}
            error={errors[field]}
            required={field === 'everyone'}
          >
            {(control) => (
              <input
                {...control}
                className="field__control"
                type="datetime-local"
                value={draft[field]}
                onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
              />
            )}
          </Field>
        ))}
      </div>
      <label className="term__waitlist">
        <input
          type="checkbox"
          checked={draft.waitlistWhenClosed}
          onChange={(event) => setDraft({ ...draft, waitlistWhenClosed: event.target.checked })}
        />{' '}
        Outside these dates, take requests for the waitlist
      </label>
      <FormActions submit="Save registration dates" busy={loading}>
        {term.registration && (
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={loading}
            onClick={() => !loading && void send(null)}
          >
            {term.first ? 'Take the dates away (open to everyone)' : 'Take the dates away (not open)'}
          </button>
        )}
      </FormActions>
    </form>
  );
}

type RollOverProps = { terms: TermFieldsFragment[]; onNotice: (notice: Notice) => void };

/** Starts a term as a copy of another, after the last one. */
function RollOverForm({ terms, onNotice }: RollOverProps) {
  const [from, setFrom] = useState(terms[terms.length - 1].key);
  const [name, setName] = useState('');
  const [start, setStart] = useState('');
  const [errors, setErrors] = useState<{ name?: string; start?: string }>({});
  const [rollOver, { loading }] = useRollOverTerm();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    try {
      const answer = await rollOver({ variables: { from, name, start } });
      setErrors({});
      setName('');
      setStart('');
      onNotice({ kind: 'success', text: messages.rolledOver(answer.data?.rollOverTerm.name ?? name) });
    } catch (failure) {
      const text = apolloErrorMessage(failure, fallbacks);
      const field = refusedField(failure);
      setErrors(field === 'name' || field === 'start' ? { [field]: text } : {});
      if (field === 'name' || field === 'start') document.getElementById(`roll-over-${field}`)?.focus();
      onNotice({ kind: 'error', text });
    }
  }

  return (
    <form className="term term__roll-over" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset>
        <legend>{messages.rollOverLegend}</legend>
        <p className="field__hint">{messages.rollOverHint}</p>
        <Field label="Copy">
          {(control) => (
            <select
              {...control}
              className="field__control"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
            >
              {terms.map((term) => (
                <option key={term.key} value={term.key}>
                  {term.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id="roll-over-name"
          label="Name of the new term"
          hint="For example Fall 2027"
          error={errors.name}
          required
        >
          {(control) => (
            <input
              {...control}
              className="field__control"
              maxLength={60}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        <Field id="roll-over-start" label="First day" error={errors.start} required>
          {(control) => (
            <input
              {...control}
              className="field__control"
              type="date"
              value={start}
              onChange={(event) => setStart(event.target.value)}
            />
          )}
        </Field>
        <FormActions submit="Start the term" busy={loading} busyText="Copying…" />
      </fieldset>
    </form>
  );
}
