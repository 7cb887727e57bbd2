import { useMutation } from '@apollo/client/react';
import { DeleteUserDocument } from '../../../graphql/graphql';
import { evictAfterChange } from '../../../lib/evict-after-change';
import { AccountCountsQuery } from './user-connection';

/* GraphQL */ `
  mutation DeleteUser($userId: ID!) {
    deleteUser(userId: $userId) {
      files
      links
    }
  }
`;
export const DeleteUserMutation = DeleteUserDocument;

export function useDeleteUser() {
  return useMutation(DeleteUserMutation, {
    // The row is dropped from the cache; the counts are read again.
    refetchQueries: [AccountCountsQuery],
    awaitRefetchQueries: true,
    update(cache, _result, { variables }) {
      // Their files and links are gone too.
      if (variables)
        evictAfterChange(cache, { __typename: 'User', id: variables.userId }, ['fileConnection', 'linkConnection']);
    },
  });
}
