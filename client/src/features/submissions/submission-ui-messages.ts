// Texts of the Submissions tab.
export const submissionUiMessages = {
  loadFailed: 'Failed to load submissions',
  downloadRefused: 'Download failed',
  downloadUnreachable: 'Failed to download the submissions',
} as const;
