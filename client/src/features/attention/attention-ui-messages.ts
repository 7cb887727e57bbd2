// Texts of the dashboard's "Needs your attention" panel; the lines themselves come from the server.
export const attentionUiMessages = {
  heading: 'Needs your attention',
  loading: 'Loading what needs your attention…',
  loadFailed: 'Failed to load what needs your attention. Please try again.',
  allDone: 'All done: nothing needs your attention.',
  doneLabel: 'Done',
} as const;
