import { useQuery } from '@apollo/client/react';
import { ContentDocumentDocument } from '../../../graphql/graphql';

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

/** One document as it is now, with the revision a save must name. Read fresh each time an editor opens. */
export function useContentDocument(key: string) {
  return useQuery(ContentDocumentQuery, { variables: { key }, fetchPolicy: 'cache-and-network' });
}
