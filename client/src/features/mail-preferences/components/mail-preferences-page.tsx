import {
  mailPreferencesMessages as messages,
  mailPreferencesTokenParam,
  oneClickUnsubscribeBody,
} from '@coop/contract';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useHydrated } from '../../../lib/use-hydrated';
import {
  readMailPreferences,
  saveMailPreferences,
  type MailPreferences,
  type PreferencesAnswer,
  type PreferencesAsker,
} from '../api/mail-preferences';
import './mail-preferences.css';

const [oneClickField, oneClickValue] = oneClickUnsubscribeBody.split('=');

type Saving = 'idle' | 'saving' | 'saved' | { failed: string };

type Shown =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'loaded'; preferences: MailPreferences; saving: Saving };

/**
 * The preferences page: the address of a mail's link (or the signed-in member's own) and whether announcements
 * come to it. Before its script runs (the page is pre-rendered, and some open it with scripts off) it is a plain
 * form posting the one-click body to its own address, which stops announcements and comes back here.
 */
export function MailPreferencesPage({
  session,
  sessionChecking,
}: {
  session: string | null;
  sessionChecking: boolean;
}) {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const token = hydrated ? searchParams.get(mailPreferencesTokenParam) || null : undefined;
  const asker: PreferencesAsker | null = token ? { token } : session ? { session } : null;
  const askerKey = asker ? JSON.stringify(asker) : null;
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });

  useEffect(() => {
    if (!askerKey) return;
    let current = true;
    setShown({ kind: 'loading' });
    void readMailPreferences(JSON.parse(askerKey) as PreferencesAsker).then((answer) => {
      if (current)
        setShown(
          answer.ok
            ? { kind: 'loaded', preferences: answer.preferences, saving: 'idle' }
            : { kind: 'failed', message: answer.message },
        );
    });
    return () => {
      current = false;
    };
  }, [askerKey]);

  const signInNeeded = hydrated && !asker && !sessionChecking;
  return (
    <section className="auth-notice mail-preferences" aria-labelledby="mail-preferences-heading">
      <h1 id="mail-preferences-heading">{messages.heading}</h1>
      {token === undefined && <OneClickStopForm />}
      {signInNeeded && (
        <>
          <p role="status">{messages.signInOrLink}</p>
          <Link className="button button--primary" to={paths.login.getHref(paths.mailPreferences.getHref())}>
            {messages.signIn}
          </Link>
        </>
      )}
      {hydrated && !signInNeeded && shown.kind !== 'loaded' && (
        <p role="status" className={shown.kind === 'failed' ? 'auth-form__failure' : undefined}>
          {shown.kind === 'failed' ? shown.message : messages.loading}
        </p>
      )}
      {asker && shown.kind === 'loaded' && (
        <ChoiceForm
          asker={asker}
          shown={shown}
          onSaving={(saving) => setShown({ ...shown, saving })}
          onAnswer={(answer) =>
            setShown(
              answer.ok
                ? { kind: 'loaded', preferences: answer.preferences, saving: 'saved' }
                : { ...shown, saving: { failed: answer.message } },
            )
          }
        />
      )}
      <p className="auth-form__lead">{messages.alwaysCome}</p>
    </section>
  );
}

/** Works with no script at all: the server stops announcements for the address's token and sends the page back. */
function OneClickStopForm() {
  return (
    <form method="post">
      <input type="hidden" name={oneClickField} value={oneClickValue} />
      <button type="submit" className="button button--primary auth-form__submit">
        {messages.stopButton}
      </button>
    </form>
  );
}

function ChoiceForm({
  asker,
  shown,
  onSaving,
  onAnswer,
}: {
  asker: PreferencesAsker;
  shown: Extract<Shown, { kind: 'loaded' }>;
  onSaving: (saving: Saving) => void;
  onAnswer: (answer: PreferencesAnswer) => void;
}) {
  const { preferences, saving } = shown;
  const [stopChosen, setStopChosen] = useState(preferences.announcementsStopped);
  const name = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    onSaving('saving');
    void saveMailPreferences(asker, stopChosen).then(onAnswer);
  }

  const current = preferences.announcementsStopped ? messages.stopped : messages.receiving;
  const status = saving === 'saving' ? messages.saving : saving === 'saved' ? `${messages.saved} ${current}` : current;
  return (
    <form onSubmit={submit} noValidate>
      <p className="mail-preferences__address">{messages.address(preferences.address)}</p>
      <p role="status" className="auth-form__status">
        {status}
      </p>
      <fieldset className="mail-preferences__choice">
        <legend>{messages.choice}</legend>
        {[false, true].map((stop) => (
          <label key={String(stop)}>
            <input type="radio" name={name} checked={stopChosen === stop} onChange={() => setStopChosen(stop)} />{' '}
            {stop ? messages.stop : messages.receive}
          </label>
        ))}
      </fieldset>
      <p role="alert" className="auth-form__failure">
        {typeof saving === 'object' ? saving.failed : ''}
      </p>
      <button type="submit" className="button button--primary auth-form__submit" disabled={saving === 'saving'}>
        {messages.save}
      </button>
    </form>
  );
}
