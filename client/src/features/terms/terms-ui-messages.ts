// Texts of the office's Terms tab; the server's own sentence is shown whenever it sends one.
export const termsLoading = 'Loading the terms…';

export const termsUiMessages = {
  loadFailed: 'Failed to load the terms',
  refused: 'The change was refused',
  unreachable: 'Failed to save the change. Please try again.',
  rollOverLegend: 'Start the next term',
  rollOverHint:
    'Copies the classes with their seats, teachers, days, times and places; the dates and breaks move with the first day. The new term takes no enrollment until you give it registration dates.',
  windowsHint:
    "Times are the co-op's local time. Returning families are those with a child enrolled in the term before.",
  openToEveryone: 'Takes enrollments from everyone at any time.',
  rolledOver: (name: string) => `${name} was added. Check its classes in Enrollments, then open its registration.`,
  windowsSaved: (name: string) => `Registration dates of ${name} saved.`,
  windowsRemoved: (name: string) => `${name} takes no enrollment now.`,
} as const;
