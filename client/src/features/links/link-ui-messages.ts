// Link texts the client says on its own; the server's text is shown whenever it sends one.
export const linkUiMessages = {
  loading: 'Loading links…',
  shareFailed: 'Failed to share link',
  deleteFailed: 'Failed to delete link',
  /** A link loading error need only be logged; the tab still says why the list is missing. */
  loadFailed: 'Failed to load links',
} as const;
