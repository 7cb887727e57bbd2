import { useMutation } from '@apollo/client/react';
import { DeleteUserDocument } from '../../../graphql/graphql';
import { evictAfterChange } from '../../../lib/evict-after-change';

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
    update(cache, _result, { variables }) {
      // Their files and links are gone too.
      if (variables)
        evictAfterChange(cache, { __typename: 'User', id: variables.userId }, ['fileConnection', 'linkConnection']);
    },
  });
}
