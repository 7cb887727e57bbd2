// Texts the client says on its own (form checks and fallbacks); the server's own texts come from
// the shared accountMessages (@coop/contract) and are preferred whenever it sends one.
export const authMessages = {
  loginFailed: 'Login failed',
  /** Shown when signing up fails without an answer from the server. */
  signupFailed: 'Signup failed',
  /** Shown when the server refuses a signup without saying why. */
  registrationFailed: 'Registration failed',
  changePasswordFailed: 'Failed to change password',
  passwordChanged: 'Password changed successfully!',
  confirmPasswordRequired: 'Please confirm your new password',
  passwordsDoNotMatch: 'Passwords do not match',
  accessDenied: (role: string) => `You don't have permission to access this page. Required role: ${role}`,
} as const;
