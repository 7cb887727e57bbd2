import { paths } from '../config/paths';
import { PendingNotice } from '../features/auth/components/pending-notice';
import { PageMeta } from '../lib/page-meta';

export function SignupPendingRoute() {
  return (
    <>
      <PageMeta
        title="Account Pending Approval"
        description="Your account request has been received and waits for an administrator's approval."
        path={paths.signupPending.getHref()}
      />
      <div className="page auth-page">
        <PendingNotice />
      </div>
    </>
  );
}
