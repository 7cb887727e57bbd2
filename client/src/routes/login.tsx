import { paths } from '../config/paths';
import { LoginForm } from '../features/auth/components/login-form';
import { PageMeta } from '../lib/page-meta';

export function LoginRoute() {
  return (
    <>
      <PageMeta
        title="Member Login"
        description="Log in to the co-op's members' area to share files and links."
        path={paths.login.getHref()}
      />
      <div className="page auth-page">
        <LoginForm />
      </div>
    </>
  );
}

// The forgotten-password pages, the page confirming an e-mail address and the mail preferences page come in this page's module, where members
// go on from. As route modules of their own, the bundler split every page's entry script in two (about 1 kB more
// on each first load, past the public pages' script budget).
export { ForgotPasswordRoute, ResetPasswordRoute, VerifyEmailRoute } from './password-reset';
export { MailPreferencesRoute } from './mail-preferences';
