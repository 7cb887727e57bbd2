// SPEC §8 link texts the client says on its own; the server's text is shown whenever it sends one.
export const linkUiMessages = {
  shareFailed: 'Failed to share link',
  deleteFailed: 'Failed to delete link',
  /** SPEC §8 only logs link loading errors; the tab still says why the list is missing. */
  loadFailed: 'Failed to load links',
} as const;
