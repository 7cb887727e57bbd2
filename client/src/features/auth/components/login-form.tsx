import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Field, RequiredNote } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { paths } from '../../../config/paths';
import { authMessages } from '../auth-messages';
import { signIn } from '../auth-store';
import { redirectTarget } from '../redirect-target';
import { useAuth } from '../use-auth';
import { useAuthForm } from '../use-auth-form';
import { validateLogin, type LoginValues } from '../validation';
import './auth.css';

function readValues(form: HTMLFormElement): LoginValues {
  const data = new FormData(form);
  return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
}

export function LoginForm() {
  const { isAuthenticated } = useAuth();
  const [searchParams] = useSearchParams();
  const { formRef, errors, failure, submitting, canSubmit, onSubmit, onChange } = useAuthForm({
    read: readValues,
    validate: validateLogin,
    send: (values) => signIn({ email: values.email.trim(), password: values.password }),
    failedMessage: authMessages.loginFailed,
  });

  // Signed in (now, or already when the page opened): on to where the user was going.
  if (isAuthenticated) return <Navigate to={redirectTarget(searchParams.get('redirectTo'))} replace />;

  return (
    <form
      ref={formRef}
      className="auth-form"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      aria-labelledby="login-heading"
    >
      <h1 id="login-heading">Member Login</h1>
      <p className="auth-form__lead">Log in to share files and links with the co-op.</p>
      <p className="auth-form__failure" role="alert">
        {failure}
      </p>
      <RequiredNote />
      <Field label="Email" error={errors.email} required>
        {(control) => <input {...control} className="field__control" type="email" name="email" autoComplete="email" />}
      </Field>
      <Field label="Password" error={errors.password} required>
        {(control) => <PasswordInput {...control} name="password" autoComplete="current-password" />}
      </Field>
      <button type="submit" className="button button--primary auth-form__submit" disabled={!canSubmit}>
        {submitting ? 'Logging in…' : 'Log In'}
      </button>
      <p className="auth-form__switch">
        Don't have an account? <Link to={paths.signup.getHref()}>Sign up</Link>
      </p>
    </form>
  );
}
