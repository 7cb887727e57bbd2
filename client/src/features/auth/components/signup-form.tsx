import { Link, useNavigate } from 'react-router-dom';
import { passwordMinLength } from '@coop/contract';
import { Field, RequiredNote } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { paths } from '../../../config/paths';
import { signup } from '../api/signup';
import { authMessages } from '../auth-messages';
import { useAuthForm } from '../use-auth-form';
import { validateSignup, type SignupValues } from '../validation';
import './auth.css';

function readValues(form: HTMLFormElement): SignupValues {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return { name: text('name'), email: text('email'), password: text('password') };
}

export function SignupForm() {
  const navigate = useNavigate();
  const { formRef, errors, failure, submitting, canSubmit, onSubmit, onChange } = useAuthForm({
    read: readValues,
    validate: validateSignup,
    send: async (values) => {
      await signup({ name: values.name.trim(), email: values.email.trim(), password: values.password });
      // A new account waits for an administrator's approval before any login (docs/decisions/003).
      await navigate(paths.signupPending.getHref());
    },
    failedMessage: authMessages.signupFailed,
  });

  return (
    <form
      ref={formRef}
      className="auth-form"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      aria-labelledby="signup-heading"
    >
      <h1 id="signup-heading">Create an Account</h1>
      <p className="auth-form__lead">
        Parents and teachers of the co-op can ask for an account. An administrator approves each request.
      </p>
      <p className="auth-form__failure" role="alert">
        {failure}
      </p>
      <RequiredNote />
      <Field label="Full name" error={errors.name} required>
        {(control) => <input {...control} className="field__control" type="text" name="name" autoComplete="name" />}
      </Field>
      <Field label="Email" error={errors.email} required>
        {(control) => <input {...control} className="field__control" type="email" name="email" autoComplete="email" />}
      </Field>
      <Field label="Password" hint={`At least ${passwordMinLength.login} characters.`} error={errors.password} required>
        {(control) => <PasswordInput {...control} name="password" autoComplete="new-password" />}
      </Field>
      <button type="submit" className="button button--primary auth-form__submit" disabled={!canSubmit}>
        {submitting ? 'Signing up…' : 'Sign Up'}
      </button>
      <p className="auth-form__switch">
        Already have an account? <Link to={paths.login.getHref()}>Log in</Link>
      </p>
    </form>
  );
}
