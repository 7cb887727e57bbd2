import { paths } from '../config/paths';
import { SignupForm } from '../features/auth/components/signup-form';
import { PageMeta } from '../lib/page-meta';

export function SignupRoute() {
  return (
    <>
      <PageMeta
        title="Create an Account"
        description="Ask for an account in the co-op's members' area. An administrator approves each request."
        path={paths.signup.getHref()}
      />
      <div className="page auth-page">
        <SignupForm />
      </div>
    </>
  );
}
