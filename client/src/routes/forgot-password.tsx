import { paths } from '../config/paths';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import { PageMeta } from '../lib/page-meta';

export function ForgotPasswordRoute() {
  return (
    <>
      <PageMeta
        title="Forgot Your Password?"
        description="Ask for a link to choose a new password for your co-op account."
        path={paths.forgotPassword.getHref()}
        noindex
      />
      <div className="page auth-page">
        <ForgotPasswordForm />
      </div>
    </>
  );
}
