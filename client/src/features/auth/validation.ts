import { accountMessages, emailPattern, nameMinLength, passwordMinLength } from '@coop/contract';
import { authMessages } from './auth-messages';

// Login, signup and password checks before anything is sent, with the server's own rules and texts; the server
// checks again, and its answer is shown when it refuses.

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type LoginValues = { email: string; password: string };
export type SignupValues = LoginValues & { name: string };
export type NewPasswordValues = { newPassword: string; confirmPassword: string };
export type PasswordChangeValues = NewPasswordValues & { currentPassword: string };
export type ForgotPasswordValues = { email: string };

export function emailError(email: string): string | undefined {
  const trimmed = email.trim();
  if (!trimmed) return accountMessages.emailRequired;
  if (!emailPattern.test(trimmed)) return accountMessages.emailInvalid;
  return undefined;
}

function loginPasswordError(password: string): string | undefined {
  if (!password) return accountMessages.passwordRequired;
  if (password.length < passwordMinLength.login) return accountMessages.passwordTooShort;
  return undefined;
}

function chosenPasswordError(password: string): string | undefined {
  if (!password) return accountMessages.passwordRequired;
  if (password.length < passwordMinLength.chosen) return accountMessages.chosenPasswordTooShort;
  return undefined;
}

function withoutEmpty<Field extends string>(errors: Record<Field, string | undefined>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<Field>;
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  return withoutEmpty({ email: emailError(values.email), password: loginPasswordError(values.password) });
}

export function validateSignup(values: SignupValues): FieldErrors<keyof SignupValues> {
  const name = values.name.trim();
  const nameError = !name
    ? accountMessages.fullNameRequired
    : name.length < nameMinLength
      ? accountMessages.nameTooShort
      : undefined;
  return withoutEmpty({
    name: nameError,
    email: emailError(values.email),
    password: chosenPasswordError(values.password),
  });
}

/** A password chosen by a change or a reset link, and its confirmation. */
function newPasswordErrors({ newPassword, confirmPassword }: NewPasswordValues, currentPassword = '') {
  let newPasswordError: string | undefined;
  if (!newPassword) newPasswordError = accountMessages.newPasswordRequired;
  else if (newPassword.length < passwordMinLength.chosen) newPasswordError = accountMessages.newPasswordTooShort;
  else if (currentPassword && newPassword === currentPassword)
    newPasswordError = accountMessages.newPasswordSameAsCurrent;
  let confirmError: string | undefined;
  if (!confirmPassword) confirmError = authMessages.confirmPasswordRequired;
  else if (confirmPassword !== newPassword) confirmError = authMessages.passwordsDoNotMatch;
  return { newPassword: newPasswordError, confirmPassword: confirmError };
}

export function validatePasswordChange(values: PasswordChangeValues): FieldErrors<keyof PasswordChangeValues> {
  const { currentPassword } = values;
  return withoutEmpty({
    currentPassword: currentPassword ? undefined : accountMessages.currentPasswordRequired,
    ...newPasswordErrors(values, currentPassword),
  });
}

export function validatePasswordReset(values: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  return withoutEmpty(newPasswordErrors(values));
}

export function validateForgotPassword(values: ForgotPasswordValues): FieldErrors<keyof ForgotPasswordValues> {
  return withoutEmpty({ email: emailError(values.email) });
}
