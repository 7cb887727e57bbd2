import { useState, type FormEvent } from 'react';
import { passwordMinLength } from '@coop/contract';
import { FormActions } from '../../../components/form-actions';
import { Field } from '../../../components/form-field';
import { NoticeRegion, type Notice } from '../../../components/notice';
import { PasswordInput } from '../../../components/password-input';
import { useCheckedValues } from '../../../components/use-checked-values';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { useChangePassword } from '../api/change-password';
import { authMessages } from '../auth-messages';
import { passwordChanged } from '../auth-store';
import { validatePasswordChange, type PasswordChangeValues } from '../validation';

const empty: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The Change Password tab (also the only tab while a reset is required). */
export function ChangePasswordForm({ required }: { required: boolean }) {
  const { formRef, values, errors, change, check, reset } = useCheckedValues(empty, validatePasswordChange);
  const [notice, setNotice] = useState<Notice>(null);
  const [changePassword, { loading }] = useChangePassword();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check()) return;
    setNotice(null);
    try {
      const { data } = await changePassword({
        variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword } },
      });
      reset();
      setNotice({ kind: 'success', text: authMessages.passwordChanged });
      if (data) passwordChanged(data.changePassword.user);
    } catch (error) {
      setNotice({
        kind: 'error',
        text: apolloErrorMessage(error, {
          refused: authMessages.changePasswordFailed,
          unreachable: authMessages.changePasswordFailed,
        }),
      });
    }
  }

  return (
    <section className="member-panel" aria-labelledby="change-password-heading">
      <h2 id="change-password-heading">{required ? 'Change Password (Required)' : 'Change Password'}</h2>
      {required && (
        <p>
          An administrator has reset your password. Enter the temporary password you were given as your current
          password, then choose a new one to continue.
        </p>
      )}
      <NoticeRegion notice={notice} />
      <form
        ref={formRef}
        className="member-form"
        noValidate
        onSubmit={submit}
        aria-labelledby="change-password-heading"
      >
        <Field label="Current password" error={errors.currentPassword}>
          {(control) => (
            <PasswordInput
              {...control}
              name="currentPassword"
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={(event) => change('currentPassword', event.target.value)}
            />
          )}
        </Field>
        <Field
          label="New password"
          hint={`At least ${passwordMinLength.chosen} characters, different from the current one.`}
          error={errors.newPassword}
        >
          {(control) => (
            <PasswordInput
              {...control}
              name="newPassword"
              autoComplete="new-password"
              value={values.newPassword}
              onChange={(event) => change('newPassword', event.target.value)}
            />
          )}
        </Field>
        <Field label="Confirm new password" error={errors.confirmPassword}>
          {(control) => (
            <PasswordInput
              {...control}
              name="confirmPassword"
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={(event) => change('confirmPassword', event.target.value)}
            />
          )}
        </Field>
        <FormActions submit="Change Password" busy={loading} busyText="Changing password…" />
      </form>
    </section>
  );
}
