// Texts of the agreements screens; the server's own sentence is shown whenever it sends one.
export const agreementsLoading = 'Loading the agreements…';

export const agreementsUiMessages = {
  loadFailed: 'Failed to load the agreements',
  refused: 'The change was refused',
  unreachable: 'Failed to save the change. Please try again.',
  signUnreachable: 'Failed to send your signature. Please try again.',
  noDocuments: (term: string) => `${term} asks families to sign nothing yet.`,
  created: (title: string) => `${title} was added. Families with places in the term are asked to sign it.`,
  saved: (title: string, version: number) => `${title} saved (version ${version}).`,
  newVersion: (title: string, version: number) =>
    `${title} is now version ${version}: every family signs it again. Earlier signatures stay with the version they signed.`,
  withdrawn: (title: string) => `${title} was withdrawn: it is no longer asked for.`,
  signed: (title: string) => `You signed the ${title}.`,
  signatureHint: (name: string) => `Type your full name as your account has it: ${name}.`,
  everyoneSigned: 'Every household with a place in the term has signed this version.',
} as const;
