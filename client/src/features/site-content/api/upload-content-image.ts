import { useMutation } from '@apollo/client/react';
import { UploadContentImageDocument } from '../../../graphql/editors/graphql';

// Sent as a multipart request with progress events by lib/apollo-upload-link.ts.
/* GraphQL */ `
  mutation UploadContentImage($file: Upload!, $alt: String!) {
    uploadContentImage(file: $file, alt: $alt) {
      id
      alt
      width
      height
      widths
      formats
    }
  }
`;
export const UploadContentImageMutation = UploadContentImageDocument;

export function useUploadContentImage() {
  return useMutation(UploadContentImageMutation);
}
