import { emailVerificationMessages } from '@coop/contract';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useHydrated } from '../../../lib/use-hydrated';
import './auth.css';
import { confirmEmail, type VerificationAnswer } from '../api/email-verification';
import { emailVerificationUiMessages as messages } from '../email-verification-ui-messages';

// A link works once: the page sends each token once, however often it renders or runs its effects.
const answers = new Map<string, Promise<VerificationAnswer>>();
function confirmOnce(token: string): Promise<VerificationAnswer> {
  let answer = answers.get(token);
  if (!answer) answers.set(token, (answer = confirmEmail(token, messages.unreachable)));
  return answer;
}

/**
 * The page a confirmation link opens: it sends the link's token once and says how that went. Signed in or not, the
 * way on is the Secure Area (which asks to log in first when needed), where the family's students now show.
 */
export function EmailConfirmation() {
  const [searchParams] = useSearchParams();
  // The page is pre-rendered without a token: until it runs in the browser it says it is confirming.
  const hydrated = useHydrated();
  const token = hydrated ? searchParams.get('token') || null : undefined;
  const [answer, setAnswer] = useState<VerificationAnswer | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    void confirmOnce(token).then((result) => {
      if (current) setAnswer(result);
    });
    return () => {
      current = false;
    };
  }, [token]);

  const text = token === null ? messages.noToken : (answer?.message ?? messages.confirming);
  const failed = token === null || (answer !== null && !answer.ok);
  return (
    <section className="auth-notice" aria-labelledby="verify-heading">
      <h1 id="verify-heading">Confirm Your E-mail Address</h1>
      <p role="status" className={failed ? 'auth-form__failure' : undefined}>
        {text}
      </p>
      {failed && answer?.message === emailVerificationMessages.linkInvalid && (
        <p>Log in and open My family to ask for a new link.</p>
      )}
      <Link className="button button--primary" to={paths.dashboard.getHref()}>
        Go to the Secure Area
      </Link>
    </section>
  );
}
