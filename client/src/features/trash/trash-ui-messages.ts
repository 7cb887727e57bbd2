import { trashLoading } from './trash-loading';

// Texts of the Trash tab; the server's text is shown whenever it sends one.
export const trashUiMessages = {
  loading: trashLoading,
  loadFailed: 'Failed to load the trash',
  restoreRefused: 'Restore failed',
  restoreUnreachable: 'Failed to restore the item. Please try again.',
  empty: 'Trash is empty.',
  unknownDeleter: 'A removed account',
} as const;

export const trashKindLabels = { file: 'File', link: 'Link' } as const;
