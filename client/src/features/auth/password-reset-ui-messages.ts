/** The forgotten-password pages' own failures: kept apart from the login's messages, which every page loads. */
export const passwordResetUiMessages = {
  forgotPasswordFailed: 'Your request could not be sent. Please check your connection and try again.',
  resetPasswordFailed: 'Your new password could not be saved. Please check your connection and try again.',
} as const;
