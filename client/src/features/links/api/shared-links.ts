import { useQuery } from '@apollo/client/react';
import { SharedLinksDocument } from '../../../graphql/graphql';

/** What the list shows of a link; sharing one answers with the same fields so it can join the list. */
/* GraphQL */ `
  fragment SharedLinkFields on SharedLink {
    id
    title
    url
    description
    category
    visibility
    sharedBy
    sharedAt
  }
`;

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
