// Texts of the Submissions tab.
export const submissionUiMessages = {
  loading: 'Loading submissions…',
  loadFailed: 'Failed to load submissions',
  downloadRefused: 'Download failed',
  downloadUnreachable: 'Failed to download the submissions',
} as const;
