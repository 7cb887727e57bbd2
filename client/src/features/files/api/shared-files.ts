import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

export const SharedFilesQuery = graphql(`
  query SharedFiles {
    sharedFiles {
      id
      original_name
      size
      visibility
      uploader_name
      uploaded_at
      url
    }
  }
`);

export function useSharedFiles() {
  return useQuery(SharedFilesQuery);
}
