import { useMutation } from '@apollo/client/react';
import { UploadFileDocument } from '../../../graphql/graphql';
import { SharedFilesQuery } from './shared-files';

// Sent as a multipart request with progress events by lib/apollo-upload-link.ts.
/* GraphQL */ `
  mutation UploadFile($file: Upload!, $visibility: Visibility!) {
    uploadFile(file: $file, visibility: $visibility) {
      ...SharedFileFields
    }
  }
`;
export const UploadFileMutation = UploadFileDocument;

export function useUploadFile() {
  return useMutation(UploadFileMutation, {
    update(cache, { data }) {
      const file = data?.uploadFile;
      if (!file) return;
      // Newest first, as the server lists them.
      cache.updateQuery({ query: SharedFilesQuery }, (current) =>
        current ? { sharedFiles: [file, ...current.sharedFiles] } : current,
      );
    },
  });
}
