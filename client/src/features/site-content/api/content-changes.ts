import { useQuery } from '@apollo/client/react';
import { ContentChangesDocument } from '../../../graphql/editors/graphql';

/* GraphQL */ `
  query ContentChanges($first: Int, $after: String) {
    contentChanges(first: $first, after: $after) {
      edges {
        node {
          revision
          key
          action
          authorName
          createdAt
          summary
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`;
export const ContentChangesQuery = ContentChangesDocument;

/** Every saved change to the site's content, newest first, a page at a time. */
export function useContentChanges() {
  return useQuery(ContentChangesQuery, { fetchPolicy: 'cache-and-network' });
}
