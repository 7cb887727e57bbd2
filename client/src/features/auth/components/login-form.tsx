import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Field, useFocusFirstInvalid } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { paths } from '../../../config/paths';
import { useHydrated } from '../../../lib/use-hydrated';
import { authMessages } from '../auth-messages';
import { signIn } from '../auth-store';
import { redirectTarget } from '../redirect-target';
import { useAuth } from '../use-auth';
import { validateLogin, type FieldErrors, type LoginValues } from '../validation';
import './auth.css';

// The inputs are uncontrolled: the page is pre-rendered, and what someone types before the
// scripts arrive must survive hydration. Values are read from the form when needed.
function readValues(form: HTMLFormElement): LoginValues {
  const data = new FormData(form);
  return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
}

export function LoginForm() {
  const { isAuthenticated } = useAuth();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const [errors, setErrors] = useState<FieldErrors<keyof LoginValues>>({});
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  // Signed in (now, or already when the page opened): on to where the user was going.
  if (isAuthenticated) return <Navigate to={redirectTarget(searchParams.get('redirectTo'))} replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const values = readValues(event.currentTarget);
    const found = validateLogin(values);
    setErrors(found);
    setChecked(true);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    setSubmitting(true);
    try {
      await signIn({ email: values.email.trim(), password: values.password });
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : authMessages.loginFailed);
      setSubmitting(false);
    }
  }

  return (
    <form
      ref={formRef}
      className="auth-form"
      noValidate
      onSubmit={submit}
      // Once the messages show, they follow the typing.
      onChange={(event) => checked && setErrors(validateLogin(readValues(event.currentTarget)))}
      aria-labelledby="login-heading"
    >
      <h1 id="login-heading">Member Login</h1>
      <p className="auth-form__lead">Log in to share files and links with the co-op.</p>
      <p className="auth-form__failure" role="alert">
        {failure}
      </p>
      <Field label="Email" error={errors.email}>
        {(control) => <input {...control} className="field__control" type="email" name="email" autoComplete="email" />}
      </Field>
      <Field label="Password" error={errors.password}>
        {(control) => <PasswordInput {...control} name="password" autoComplete="current-password" />}
      </Field>
      {/* Disabled until hydrated, so that the form is never sent natively (password in the address). */}
      <button type="submit" className="button button--primary auth-form__submit" disabled={!hydrated || submitting}>
        {submitting ? 'Logging in…' : 'Log In'}
      </button>
      <p className="auth-form__switch">
        Don't have an account? <Link to={paths.signup.getHref()}>Sign up</Link>
      </p>
    </form>
  );
}
