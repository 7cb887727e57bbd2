import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { passwordMinLength } from '../../../../../server/src/modules/users/account.rules';
import { Field, useFocusFirstInvalid } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { paths } from '../../../config/paths';
import { useHydrated } from '../../../lib/use-hydrated';
import { signup } from '../api/signup';
import { authMessages } from '../auth-messages';
import { validateSignup, type FieldErrors, type SignupValues } from '../validation';
import './auth.css';

// Uncontrolled inputs, as on the login form: the page is pre-rendered.
function readValues(form: HTMLFormElement): SignupValues {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return { name: text('name'), email: text('email'), password: text('password') };
}

export function SignupForm() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors<keyof SignupValues>>({});
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const values = readValues(event.currentTarget);
    const found = validateSignup(values);
    setErrors(found);
    setChecked(true);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    setSubmitting(true);
    try {
      await signup({ name: values.name.trim(), email: values.email.trim(), password: values.password });
      // SPEC §4, second reading: approval comes before any login (docs/decisions/003).
      await navigate(paths.signupPending.getHref());
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : authMessages.signupFailed);
      setSubmitting(false);
    }
  }

  return (
    <form
      ref={formRef}
      className="auth-form"
      noValidate
      onSubmit={submit}
      onChange={(event) => checked && setErrors(validateSignup(readValues(event.currentTarget)))}
      aria-labelledby="signup-heading"
    >
      <h1 id="signup-heading">Create an Account</h1>
      <p className="auth-form__lead">
        Parents and teachers of the co-op can ask for an account. An administrator approves each request.
      </p>
      <p className="auth-form__failure" role="alert">
        {failure}
      </p>
      <Field label="Full name" error={errors.name}>
        {(control) => <input {...control} className="field__control" type="text" name="name" autoComplete="name" />}
      </Field>
      <Field label="Email" error={errors.email}>
        {(control) => <input {...control} className="field__control" type="email" name="email" autoComplete="email" />}
      </Field>
      <Field label="Password" hint={`At least ${passwordMinLength.login} characters.`} error={errors.password}>
        {(control) => <PasswordInput {...control} name="password" autoComplete="new-password" />}
      </Field>
      <button type="submit" className="button button--primary auth-form__submit" disabled={!hydrated || submitting}>
        {submitting ? 'Signing up…' : 'Sign Up'}
      </button>
      <p className="auth-form__switch">
        Already have an account? <Link to={paths.login.getHref()}>Log in</Link>
      </p>
    </form>
  );
}
