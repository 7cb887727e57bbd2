import { passwordResetUiMessages } from '../password-reset-ui-messages';
import { passwordMinLength, passwordResetMessages } from '@coop/contract';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Field } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { paths } from '../../../config/paths';
import { resetPassword } from '../api/reset-password';
import { resetLinkIsOpen } from '../api/check-reset-link';
import { startSession } from '../auth-store';
import { useAuthForm } from '../use-auth-form';
import { validatePasswordReset, type NewPasswordValues } from '../validation';
import { AuthFormFrame } from './auth-form-frame';
import './auth.css';

function readValues(form: HTMLFormElement): NewPasswordValues {
  const data = new FormData(form);
  return {
    newPassword: String(data.get('newPassword') ?? ''),
    confirmPassword: String(data.get('confirmPassword') ?? ''),
  };
}

/** Whether the page's link still works, asked as the page opens; undefined until (and unless) the server says. */
function useLinkIsOpen(token: string): boolean | undefined {
  const [answer, setAnswer] = useState<{ token: string; open: boolean | undefined }>();
  useEffect(() => {
    let current = true;
    void resetLinkIsOpen(token).then((open) => {
      if (current) setAnswer({ token, open });
    });
    return () => {
      current = false;
    };
  }, [token]);
  return answer?.token === token ? answer.open : undefined;
}

/**
 * The page a reset e-mail's link opens. It asks at once whether the link still works, so a used or expired one is
 * said to be before a password is typed; the way to a new link is always there.
 */
export function ResetPasswordForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const linkOpen = useLinkIsOpen(token);
  const { errors, ...form } = useAuthForm({
    read: readValues,
    validate: validatePasswordReset,
    send: async (values) => {
      startSession(await resetPassword(token, values.newPassword));
      // Signed in by the reset; replacing the entry keeps the spent link out of Back.
      await navigate(paths.dashboard.getHref(), { replace: true });
    },
    failedMessage: passwordResetUiMessages.resetPasswordFailed,
  });

  if (linkOpen === false) {
    return (
      <section className="auth-form" aria-labelledby="reset-password-heading">
        <h1 id="reset-password-heading">Choose a New Password</h1>
        <p className="auth-form__failure" role="alert">
          {passwordResetMessages.linkInvalid}
        </p>
        <p className="auth-form__switch">
          <Link to={paths.forgotPassword.getHref()}>Ask for a new link</Link>
        </p>
      </section>
    );
  }

  return (
    <AuthFormFrame
      name="reset-password"
      heading="Choose a New Password"
      lead="Choose the password you will log in with from now on. Every other device signed in to your account will be signed out."
      form={form}
      submitLabel="Set New Password"
      submittingLabel="Saving…"
      switchPrompt="Link expired or already used?"
      switchTo={{ href: paths.forgotPassword.getHref(), label: 'Ask for a new link' }}
    >
      <Field
        label="New password"
        hint={`At least ${passwordMinLength.chosen} characters.`}
        error={errors.newPassword}
        required
      >
        {(control) => <PasswordInput {...control} name="newPassword" autoComplete="new-password" />}
      </Field>
      <Field label="Confirm new password" error={errors.confirmPassword} required>
        {(control) => <PasswordInput {...control} name="confirmPassword" autoComplete="new-password" />}
      </Field>
    </AuthFormFrame>
  );
}
