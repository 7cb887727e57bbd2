// What the page a confirmation link opens says on its own; the server's answers come from emailVerificationMessages
// (@coop/contract).
export const emailVerificationUiMessages = {
  confirming: 'Confirming your e-mail address…',
  unreachable: 'The server could not be reached. Please check your connection and try again.',
  noToken: 'This page opens from the link in the message we sent you. Please use that link.',
} as const;
