import { paths } from '../config/paths';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';
import { EmailConfirmation } from '../features/auth/components/email-confirmation';
import { PageMeta } from '../lib/page-meta';

/**
 * The two pages of a forgotten password, and the one confirming an e-mail address: pages opened from a link in a
 * message; they load with the login page (see routes/login.tsx).
 */

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

export function VerifyEmailRoute() {
  return (
    <>
      <PageMeta
        title="Confirm Your E-mail Address"
        description="Confirm the e-mail address of your co-op account."
        path={paths.verifyEmail.getHref()}
        noindex
      />
      {/* The address holds the link's token: no request from this page may carry it in a Referer. */}
      <meta name="referrer" content="no-referrer" />
      <div className="page auth-page">
        <EmailConfirmation />
      </div>
    </>
  );
}
