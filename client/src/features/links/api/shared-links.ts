import { useQuery } from '@apollo/client/react';
import { SharedLinksDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  query SharedLinks {
    sharedLinks {
      ...SharedLinkFields
    }
  }
`;
export const SharedLinksQuery = SharedLinksDocument;

export function useSharedLinks() {
  return useQuery(SharedLinksQuery);
}
