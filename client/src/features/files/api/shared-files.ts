import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

/** What the list shows of a file; an upload answers with the same fields so it can join the list. */
export const SharedFileFields = graphql(`
  fragment SharedFileFields on SharedFile {
    id
    original_name
    size
    visibility
    uploader_name
    uploaded_at
    url
  }
`);

export const SharedFilesQuery = graphql(`
  query SharedFiles {
    sharedFiles {
      ...SharedFileFields
    }
  }
`);

export function useSharedFiles() {
  return useQuery(SharedFilesQuery);
}
