import { useNavigate } from 'react-router-dom';
import { passwordMinLength } from '@coop/contract';
import { Field } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { paths } from '../../../config/paths';
import { signup } from '../api/signup';
import { authMessages } from '../auth-messages';
import { useAuthForm } from '../use-auth-form';
import { AuthFormFrame } from './auth-form-frame';
import { validateSignup, type SignupValues } from '../validation';
import './auth.css';

function readValues(form: HTMLFormElement): SignupValues {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return { name: text('name'), email: text('email'), password: text('password') };
}

export function SignupForm() {
  const navigate = useNavigate();
  const { errors, ...form } = useAuthForm({
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
    <AuthFormFrame
      name="signup"
      heading="Create an Account"
      lead="Parents and teachers of the co-op can ask for an account. An administrator approves each request."
      form={form}
      submitLabel="Sign Up"
      submittingLabel="Signing up…"
      switchPrompt="Already have an account?"
      switchTo={{ href: paths.login.getHref(), label: 'Log in' }}
    >
      <Field label="Full name" error={errors.name} required>
        {(control) => <input {...control} className="field__control" type="text" name="name" autoComplete="name" />}
      </Field>
      <Field label="Email" error={errors.email} required>
        {(control) => <input {...control} className="field__control" type="email" name="email" autoComplete="email" />}
      </Field>
      <Field
        label="Password"
        hint={`At least ${passwordMinLength.chosen} characters.`}
        error={errors.password}
        required
      >
        {(control) => <PasswordInput {...control} name="password" autoComplete="new-password" />}
      </Field>
    </AuthFormFrame>
  );
}
