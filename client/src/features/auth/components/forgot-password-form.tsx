import { passwordResetUiMessages } from '../password-reset-ui-messages';
import { useState } from 'react';
import { Field } from '../../../components/form-field';
import { paths } from '../../../config/paths';
import { forgotPassword } from '../api/forgot-password';
import { useAuthForm } from '../use-auth-form';
import { validateForgotPassword, type ForgotPasswordValues } from '../validation';
import { AuthFormFrame } from './auth-form-frame';
import './auth.css';

function readValues(form: HTMLFormElement): ForgotPasswordValues {
  return { email: String(new FormData(form).get('email') ?? '') };
}

export function ForgotPasswordForm() {
  const [sent, setSent] = useState('');
  const { errors, ...form } = useAuthForm({
    read: readValues,
    validate: validateForgotPassword,
    send: async (values) => {
      setSent('');
      setSent(await forgotPassword(values.email.trim()));
    },
    failedMessage: passwordResetUiMessages.forgotPasswordFailed,
  });

  return (
    <AuthFormFrame
      name="forgot-password"
      heading="Forgot Your Password?"
      lead="Enter the e-mail address of your account, and we will send you a link to choose a new password."
      form={form}
      submitLabel="Send Reset Link"
      submittingLabel="Sending…"
      switchPrompt="Remembered it?"
      switchTo={{ href: paths.login.getHref(), label: 'Log in' }}
      status={sent}
    >
      <Field label="Email" error={errors.email} required>
        {(control) => <input {...control} className="field__control" type="email" name="email" autoComplete="email" />}
      </Field>
    </AuthFormFrame>
  );
}
