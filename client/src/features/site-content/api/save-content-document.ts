import { useMutation } from '@apollo/client/react';
import { SaveContentDocumentDocument } from '../../../graphql/editors/graphql';
import { ContentHistoryQuery } from './content-history';

/* GraphQL */ `
  mutation SaveContentDocument($input: SaveContentInput!) {
    saveContentDocument(input: $input) {
      key
      body
      revision
      updatedAt
      updatedBy
    }
  }
`;
export const SaveContentDocumentMutation = SaveContentDocumentDocument;

export function useSaveContentDocument() {
  // The saved document replaces the cached one (same key); its history gains a version.
  return useMutation(SaveContentDocumentMutation, { refetchQueries: [ContentHistoryQuery] });
}
