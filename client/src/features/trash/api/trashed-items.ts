import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

export const TrashedItemsQuery = graphql(`
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
`);

/** Read afresh each time the tab opens: members delete things while it is closed. */
export function useTrashedItems() {
  return useQuery(TrashedItemsQuery, { fetchPolicy: 'cache-and-network' });
}
