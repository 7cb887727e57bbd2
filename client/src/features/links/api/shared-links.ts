import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

/** What the list shows of a link; sharing one answers with the same fields so it can join the list. */
export const SharedLinkFields = graphql(`
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
`);

export const SharedLinksQuery = graphql(`
  query SharedLinks {
    sharedLinks {
      ...SharedLinkFields
    }
  }
`);

export function useSharedLinks() {
  return useQuery(SharedLinksQuery);
}
