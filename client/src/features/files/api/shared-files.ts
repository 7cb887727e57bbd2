import { useQuery } from '@apollo/client/react';
import { SharedFilesDocument } from '../../../graphql/graphql';

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
