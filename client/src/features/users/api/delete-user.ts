import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';
import { evictAfterChange } from '../../../lib/evict-after-change';

export const DeleteUserMutation = graphql(`
  mutation DeleteUser($userId: ID!) {
    deleteUser(userId: $userId) {
      files
      links
    }
  }
`);

export function useDeleteUser() {
  return useMutation(DeleteUserMutation, {
    update(cache, _result, { variables }) {
      // Their files and links are gone too.
      if (variables) evictAfterChange(cache, { __typename: 'User', id: variables.userId }, ['sharedFiles', 'sharedLinks']);
    },
  });
}
