import { fileDownloadFallbacks } from '../../lib/download-file';

// File texts the client says on its own; the server's text is shown whenever it sends one.
export const fileUiMessages = {
  loadFailed: 'Failed to load files',
  uploading: 'Uploading file...',
  /** The server refused an upload without a text of its own. */
  uploadRefused: 'Upload failed',
  /** The upload got no answer. */
  uploadUnreachable: 'Upload failed. Please try again.',
  deleteRefused: 'Delete failed',
  deleteUnreachable: 'Failed to delete file',
  downloadRefused: fileDownloadFallbacks.refused,
  downloadUnreachable: fileDownloadFallbacks.unreachable,
} as const;
