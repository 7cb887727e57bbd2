import { useLayoutEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Field } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { paths } from '../../../config/paths';
import { authMessages } from '../auth-messages';
import { login } from '../api/login';
import { startSession } from '../auth-store';
import { redirectTarget } from '../redirect-target';
import { useAuth } from '../use-auth';
import { useAuthForm } from '../use-auth-form';
import { AuthFormFrame } from './auth-form-frame';
import { validateLogin, type LoginValues } from '../validation';
import './auth.css';

function readValues(form: HTMLFormElement): LoginValues {
  const data = new FormData(form);
  return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
}

export function LoginForm() {
  const { isAuthenticated } = useAuth();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const target = redirectTarget(searchParams.get('redirectTo'));
  const { errors, ...form } = useAuthForm({
    read: readValues,
    validate: validateLogin,
    send: async (values) => startSession(await login({ email: values.email.trim(), password: values.password })),
    failedMessage: authMessages.loginFailed,
  });

  // Signed in (now, or already when the page opened): on to where the user was going, before the page is drawn
  // again. The form stays until that page replaces it: removing it first would leave whoever pressed Log In with
  // the focus on the page's body until the next page's heading took it.
  useLayoutEffect(() => {
    if (isAuthenticated) navigate(target, { replace: true });
  }, [isAuthenticated, navigate, target]);

  return (
    <AuthFormFrame
      name="login"
      heading="Member Login"
      lead="Log in to share files and links with the co-op."
      form={form}
      submitLabel="Log In"
      submittingLabel="Logging in…"
      switchPrompt="Don't have an account?"
      switchTo={{ href: paths.signup.getHref(), label: 'Sign up' }}
    >
      <Field label="Email" error={errors.email} required>
        {(control) => <input {...control} className="field__control" type="email" name="email" autoComplete="email" />}
      </Field>
      <Field label="Password" error={errors.password} required>
        {(control) => <PasswordInput {...control} name="password" autoComplete="current-password" />}
      </Field>
      <p className="auth-form__aside">
        <Link to={paths.forgotPassword.getHref()}>Forgot your password?</Link>
      </p>
    </AuthFormFrame>
  );
}
