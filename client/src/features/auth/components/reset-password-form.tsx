import { passwordResetUiMessages } from '../password-reset-ui-messages';
import { passwordMinLength } from '@coop/contract';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Field } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { paths } from '../../../config/paths';
import { resetPassword } from '../api/reset-password';
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

/**
 * The page a reset e-mail's link opens. A missing token is sent as it is: the server refuses it in the same
 * words as an expired one, and the way to a new link is always below the form.
 */
export function ResetPasswordForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { errors, ...form } = useAuthForm({
    read: readValues,
    validate: validatePasswordReset,
    send: async (values) => {
      startSession(await resetPassword(searchParams.get('token') ?? '', values.newPassword));
      // Signed in by the reset; replacing the entry keeps the spent link out of Back.
      await navigate(paths.dashboard.getHref(), { replace: true });
    },
    failedMessage: passwordResetUiMessages.resetPasswordFailed,
  });

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
        hint={`At least ${passwordMinLength.change} characters.`}
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
