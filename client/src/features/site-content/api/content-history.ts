import { useQuery } from '@apollo/client/react';
import { ContentHistoryDocument } from '../../../graphql/editors/graphql';

/* GraphQL */ `
  query ContentHistory($key: String!, $first: Int, $after: String) {
    contentHistory(key: $key, first: $first, after: $after) {
      edges {
        node {
          ...ContentVersionFields
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
  fragment ContentVersionFields on ContentVersion {
    revision
    key
    body
    action
    authorName
    createdAt
    summary
  }
`;
export const ContentHistoryQuery = ContentHistoryDocument;

/** A document's versions, newest first, a page at a time. */
export function useContentHistory(key: string) {
  return useQuery(ContentHistoryQuery, { variables: { key }, fetchPolicy: 'cache-and-network' });
}
