import { useMutation } from '@apollo/client/react';
import { UploadFileDocument } from '../../../graphql/graphql';
import { FileConnectionQuery } from './file-connection';

// Sent as a multipart request with progress events by lib/apollo-upload-link.ts.
/* GraphQL */ `
  mutation UploadFile($file: Upload!, $visibility: Visibility!, $classKey: String, $grade: Int) {
    uploadFile(file: $file, visibility: $visibility, classKey: $classKey, grade: $grade) {
      ...SharedFileFields
    }
  }
`;
export const UploadFileMutation = UploadFileDocument;

export function useUploadFile() {
  // Where the new file falls depends on the list's sort and filters, which only the server applies: the list
  // on screen is read again.
  return useMutation(UploadFileMutation, { refetchQueries: [FileConnectionQuery] });
}
