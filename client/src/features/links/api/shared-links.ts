import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

export const SharedLinksQuery = graphql(`
  query SharedLinks {
    sharedLinks {
      id
      title
      url
      description
      category
      visibility
      sharedBy
      sharedAt
    }
  }
`);

export function useSharedLinks() {
  return useQuery(SharedLinksQuery);
}
