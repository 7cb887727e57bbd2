import { useMutation } from '@apollo/client/react';
import { RestoreContentVersionDocument } from '../../../graphql/editors/graphql';
import { ContentHistoryQuery } from './content-history';

/* GraphQL */ `
  mutation RestoreContentVersion($key: String!, $revision: Int!) {
    restoreContentVersion(key: $key, revision: $revision) {
      key
      body
      revision
      updatedAt
      updatedBy
    }
  }
`;
export const RestoreContentVersionMutation = RestoreContentVersionDocument;

export function useRestoreContentVersion() {
  // A restore is a new version: the document in the cache is replaced, and the history gains a row.
  return useMutation(RestoreContentVersionMutation, { refetchQueries: [ContentHistoryQuery] });
}
