import { submissionsLoading } from './submissions-loading';

// Texts of the Submissions tab.
export const submissionUiMessages = {
  loading: submissionsLoading,
  loadFailed: 'Failed to load submissions',
  downloadRefused: 'Download failed',
  downloadUnreachable: 'Failed to download the submissions',
} as const;
