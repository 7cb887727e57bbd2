/** Every text a person sees about accounts, written once; the client, the server and the tests read these. */
export const accountMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  chosenPasswordTooShort: 'Password must be at least 8 characters',
  fullNameRequired: 'Full name is required',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be at most 200 characters',
  nameOneLine: 'Name must be on one line',
  passwordTooLong: 'Password must be at most 1024 characters',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  newPasswordTooShort: 'New password must be at least 8 characters long',
  newPasswordSameAsCurrent: 'New password must be different from current password',
  currentPasswordWrong: 'Current password is incorrect',
  emailTaken: 'An account with this email already exists',
  signupReceived: 'Account created. An administrator will review your request before you can log in.',
  invalidCredentials: 'Invalid email or password',
  accountPending: 'Your account is pending approval. You can log in once an administrator approves it.',
  accountRejected: 'Your account request was not approved. Please contact the co-op.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  noToken: 'No authentication token found',
  invalidSession: 'Your session has expired. Please log in again.',
  forbidden: "You don't have permission to perform this action.",
  resetRequired: 'Password reset required. Please change your password to continue.',
  userNotFound: 'User not found',
  roleInvalid: 'Please choose a valid role',
  userIdRequired: 'User ID is required',
  notPending: 'Only a pending account can be approved or rejected',
  notActive: 'Only an approved account can have its role changed or its password reset',
  selfAction: 'You cannot change your own account from User Management',
  lastAdmin: 'The last administrator cannot be removed or demoted',
} as const;

/** What the forgot-password and reset-password pages and their API say. */
export const passwordResetMessages = {
  /** The one answer to every request, whether or not the address has an account. */
  linkSent: 'If an account exists for that address, we have sent a link to reset its password.',
  linkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  tooManyRequests: 'Too many password reset requests from this network. Please wait an hour and try again.',
} as const;

/**
 * What confirming an account's e-mail address says. A confirmed address is what links an account to the students
 * enrolled under it: signing up, approval and login do not wait for it.
 */
export const emailVerificationMessages = {
  confirmed: 'Thank you: your e-mail address is confirmed.',
  linkInvalid: 'This confirmation link is invalid or has expired. Please ask for a new one.',
  required: 'Please confirm your e-mail address to see your family: open the link we sent to it.',
  linkSent: (email: string) => `We sent a new confirmation link to ${email}.`,
  alreadyConfirmed: 'Your e-mail address is already confirmed.',
  tooManyRequests: 'Too many confirmation links were asked for. Please wait an hour and try again.',
} as const;

/** A confirmation link works once, within this many hours of being sent: families do not read mail every day. */
export const emailVerificationLinkLifetimeHours = 72;

/** A reset link works once, within this many minutes of being sent. */
export const passwordResetLinkLifetimeMinutes = 30;

/** The states an account can be in; the server's UserStatus enum has exactly these values. */
export type UserStatusName = 'pending' | 'approved' | 'rejected' | 'password_reset_required';

/** How User Management groups accounts: one waiting for a new password is an approved account. */
export const accountGroupStatuses = {
  pending: ['pending'],
  approved: ['approved', 'password_reset_required'],
  rejected: ['rejected'],
} as const satisfies Record<string, readonly UserStatusName[]>;

export type AccountGroupName = keyof typeof accountGroupStatuses;

const accountGroupNames = Object.keys(accountGroupStatuses) as AccountGroupName[];

export function accountGroupOf(status: UserStatusName): AccountGroupName {
  return accountGroupNames.find((group) => (accountGroupStatuses[group] as readonly string[]).includes(status))!;
}

/**
 * A password someone chooses (signing up, through a reset link, or changing it) has one minimum everywhere. The
 * login form asks only for the shorter one, which older accounts may still have.
 */
export const passwordMinLength = { login: 6, chosen: 8 } as const;

/**
 * A temporary password from an administrator opens one session, within this
 * many hours of being issued; in that session the member chooses their own.
 */
export const temporaryPasswordLifetimeHours = 72;
export const nameMinLength = 2;
