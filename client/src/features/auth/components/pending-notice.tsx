import { Link } from 'react-router-dom';
import { accountMessages } from '@coop/contract';
import { paths } from '../../../config/paths';
import './auth.css';

export function PendingNotice() {
  return (
    <section className="auth-notice" aria-labelledby="pending-heading">
      <h1 id="pending-heading">Account Pending Approval</h1>
      <p>{accountMessages.signupReceived}</p>
      <p>You can log in as soon as your account is approved.</p>
      <Link className="button button--primary" to={paths.login.getHref()}>
        Back to Login
      </Link>
    </section>
  );
}
