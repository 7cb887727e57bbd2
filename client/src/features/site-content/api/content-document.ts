import { useQuery } from '@apollo/client/react';
import { ContentDocumentDocument } from '../../../graphql/editors/graphql';

/* GraphQL */ `
  query ContentDocument($key: String!) {
    contentDocument(key: $key) {
      key
      body
      revision
      updatedAt
      updatedBy
    }
  }
`;
export const ContentDocumentQuery = ContentDocumentDocument;

/** One document as it is now, with the revision a save must name: read from the server each time an editor opens, then kept as read (only our own saves replace it), so a save names the revision the form started from. */
export function useContentDocument(key: string) {
  return useQuery(ContentDocumentQuery, {
    variables: { key },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
}
