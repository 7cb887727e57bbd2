import {
  accountMessages,
  emailPattern,
  emailVerificationMessages,
  nameMinLength,
  passwordMinLength,
  passwordResetMessages,
} from '@coop/contract';
import { AppError } from '../../errors';
import { emailIsVerified, type User } from './user.entity';

// Reading what a person sent about their account, with the messages and limits the client checks too.

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function fail(field: string, message: string): never {
  throw new AppError('BAD_USER_INPUT', message, field);
}

export function parseEmail(value: unknown): string {
  const email = text(value).trim().toLowerCase();
  if (!email) fail('email', accountMessages.emailRequired);
  if (email.length > 320 || !emailPattern.test(email)) fail('email', accountMessages.emailInvalid);
  return email;
}

function parsePassword(
  value: unknown,
  field: string,
  min: number,
  messages: { required: string; short: string },
): string {
  const password = text(value);
  if (!password) fail(field, messages.required);
  if (password.length < min) fail(field, messages.short);
  if (password.length > 1024) fail(field, accountMessages.passwordTooLong);
  return password;
}

export interface Credentials {
  email: string;
  password: string;
}

export function parseLogin(raw: { email?: unknown; password?: unknown }): Credentials {
  return {
    email: parseEmail(raw.email),
    password: parsePassword(raw.password, 'password', passwordMinLength.login, {
      required: accountMessages.passwordRequired,
      short: accountMessages.passwordTooShort,
    }),
  };
}

export interface SignupDetails extends Credentials {
  name: string;
}

/** Only name, e-mail and password are read: a `role` or `status` sent along is ignored. */
export function parseSignup(raw: { name?: unknown; email?: unknown; password?: unknown }): SignupDetails {
  const name = text(raw.name).trim();
  if (!name) fail('name', accountMessages.fullNameRequired);
  if (name.length < nameMinLength) fail('name', accountMessages.nameTooShort);
  if (name.length > 200) fail('name', accountMessages.nameTooLong);
  // A line break in a name would start a new line in every e-mail that greets or mentions the person.
  if (/[\r\n]/.test(name)) fail('name', accountMessages.nameOneLine);
  return {
    name,
    email: parseEmail(raw.email),
    password: parsePassword(raw.password, 'password', passwordMinLength.chosen, {
      required: accountMessages.passwordRequired,
      short: accountMessages.chosenPasswordTooShort,
    }),
  };
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** A password someone chooses for themselves: by a change, or through a reset link. */
function parseNewPassword(value: unknown): string {
  return parsePassword(value, 'newPassword', passwordMinLength.chosen, {
    required: accountMessages.newPasswordRequired,
    short: accountMessages.newPasswordTooShort,
  });
}

export function parsePasswordChange(raw: { currentPassword?: unknown; newPassword?: unknown }): PasswordChange {
  const currentPassword = text(raw.currentPassword);
  if (!currentPassword) fail('currentPassword', accountMessages.currentPasswordRequired);
  const newPassword = parseNewPassword(raw.newPassword);
  if (newPassword === currentPassword) fail('newPassword', accountMessages.newPasswordSameAsCurrent);
  return { currentPassword, newPassword };
}

export interface PasswordReset {
  token: string;
  newPassword: string;
}

/** A link without its token is as unusable as an expired one, and is told so in the same words. */
export function parsePasswordReset(raw: { token?: unknown; newPassword?: unknown }): PasswordReset {
  const token = text(raw.token).trim();
  if (!token || token.length > 100) fail('token', passwordResetMessages.linkInvalid);
  return { token, newPassword: parseNewPassword(raw.newPassword) };
}

export function parseUserId(value: unknown): string {
  const id = typeof value === 'number' ? String(value) : text(value).trim();
  if (!id) fail('userId', accountMessages.userIdRequired);
  return id;
}

/**
 * What concerns children (the students enrolled under an address, their classes, withdrawing them) is shown and done
 * only for an account whose holder confirmed that the address is theirs: approving an account checks who asked,
 * not whose inbox it is.
 */
export function requireConfirmedEmail(user: Pick<User, 'email' | 'verifiedEmail'>): void {
  if (!emailIsVerified(user)) throw new AppError('EMAIL_NOT_VERIFIED', emailVerificationMessages.required);
}
