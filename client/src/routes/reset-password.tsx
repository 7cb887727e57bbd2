import { paths } from '../config/paths';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';
import { PageMeta } from '../lib/page-meta';

export function ResetPasswordRoute() {
  return (
    <>
      <PageMeta
        title="Choose a New Password"
        description="Choose a new password for your co-op account."
        path={paths.resetPassword.getHref()}
        noindex
      />
      {/* The address holds the link's token: no request from this page may carry it in a Referer. */}
      <meta name="referrer" content="no-referrer" />
      <div className="page auth-page">
        <ResetPasswordForm />
      </div>
    </>
  );
}
