import { AppError } from "../../errors";

/** Every text a person sees about accounts, written once; the client and the tests read these. */
export const accountMessages = {
  emailRequired: "Email is required",
  emailInvalid: "Invalid email address",
  passwordRequired: "Password is required",
  passwordTooShort: "Password must be at least 6 characters",
  fullNameRequired: "Full name is required",
  nameTooShort: "Name must be at least 2 characters",
  nameTooLong: "Name must be at most 200 characters",
  passwordTooLong: "Password must be at most 1024 characters",
  currentPasswordRequired: "Current password is required",
  newPasswordRequired: "New password is required",
  newPasswordTooShort: "New password must be at least 8 characters long",
  newPasswordSameAsCurrent: "New password must be different from current password",
  currentPasswordWrong: "Current password is incorrect",
  emailTaken: "An account with this email already exists",
  signupReceived: "Account created. An administrator will review your request before you can log in.",
  invalidCredentials: "Invalid email or password",
  accountPending: "Your account is pending approval. You can log in once an administrator approves it.",
  accountRejected: "Your account request was not approved. Please contact the co-op.",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  noToken: "No authentication token found",
  invalidSession: "Your session has expired. Please log in again.",
  forbidden: "You don't have permission to perform this action.",
  resetRequired: "Password reset required. Please change your password to continue.",
  userNotFound: "User not found",
  roleInvalid: "Please choose a valid role",
  userIdRequired: "User ID is required",
  notPending: "Only a pending account can be approved or rejected",
  notActive: "Only an approved account can have its role changed or its password reset",
  selfAction: "You cannot change your own account from User Management",
  lastAdmin: "The last administrator cannot be removed or demoted",
} as const;

export const passwordMinLength = { login: 6, change: 8 } as const;

/**
 * A temporary password from an administrator opens one session, within this
 * many hours of being issued; in that session the member chooses their own.
 */
export const temporaryPasswordLifetimeHours = 72;
export const nameMinLength = 2;

/** The pattern an e-mail must match, or 'Invalid email address'. */
export const emailPattern = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function fail(field: string, message: string): never {
  throw new AppError("BAD_USER_INPUT", message, field);
}

export function parseEmail(value: unknown): string {
  const email = text(value).trim().toLowerCase();
  if (!email) fail("email", accountMessages.emailRequired);
  if (email.length > 320 || !emailPattern.test(email)) fail("email", accountMessages.emailInvalid);
  return email;
}

function parsePassword(value: unknown, field: string, min: number, messages: { required: string; short: string }): string {
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
    password: parsePassword(raw.password, "password", passwordMinLength.login, {
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
  if (!name) fail("name", accountMessages.fullNameRequired);
  if (name.length < nameMinLength) fail("name", accountMessages.nameTooShort);
  if (name.length > 200) fail("name", accountMessages.nameTooLong);
  return { name, ...parseLogin(raw) };
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export function parsePasswordChange(raw: { currentPassword?: unknown; newPassword?: unknown }): PasswordChange {
  const currentPassword = text(raw.currentPassword);
  if (!currentPassword) fail("currentPassword", accountMessages.currentPasswordRequired);
  const newPassword = parsePassword(raw.newPassword, "newPassword", passwordMinLength.change, {
    required: accountMessages.newPasswordRequired,
    short: accountMessages.newPasswordTooShort,
  });
  if (newPassword === currentPassword) fail("newPassword", accountMessages.newPasswordSameAsCurrent);
  return { currentPassword, newPassword };
}

export function parseUserId(value: unknown): string {
  const id = typeof value === "number" ? String(value) : text(value).trim();
  if (!id) fail("userId", accountMessages.userIdRequired);
  return id;
}
