import { useQuery } from '@apollo/client/react';
import { TrashedItemsDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  query TrashedItems {
    trashedItems {
      id
      kind
      name
      owner
      deletedBy
      deletedAt
      purgeAt
    }
  }
`;
export const TrashedItemsQuery = TrashedItemsDocument;

/** Read afresh each time the tab opens: members delete things while it is closed. */
export function useTrashedItems() {
  return useQuery(TrashedItemsQuery, { fetchPolicy: 'cache-and-network' });
}
