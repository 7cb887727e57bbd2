import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

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
      if (!variables) return;
      cache.evict({ id: cache.identify({ __typename: 'User', id: variables.userId }) });
      // Their files and links are gone too: read the lists afresh when they are next shown.
      cache.evict({ fieldName: 'sharedFiles' });
      cache.evict({ fieldName: 'sharedLinks' });
      cache.gc();
    },
  });
}
