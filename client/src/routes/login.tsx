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
