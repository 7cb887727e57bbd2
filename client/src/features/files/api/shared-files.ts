import { useQuery } from '@apollo/client/react';
import { SharedFilesDocument } from '../../../graphql/graphql';

/** What the list shows of a file; an upload answers with the same fields so it can join the list. */
/* GraphQL */ `
  fragment SharedFileFields on SharedFile {
    id
    original_name
    size
    visibility
    uploader_name
    uploaded_at
    url
  }
`;

/* GraphQL */ `
  query SharedFiles {
    sharedFiles {
      ...SharedFileFields
    }
  }
`;
export const SharedFilesQuery = SharedFilesDocument;

export function useSharedFiles() {
  return useQuery(SharedFilesQuery);
}
