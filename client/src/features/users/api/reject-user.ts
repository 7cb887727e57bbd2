import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

export const RejectUserMutation = graphql(`
  mutation RejectUser($userId: ID!) {
    rejectUser(userId: $userId) {
      id
      status
    }
  }
`);

export function useRejectUser() {
  return useMutation(RejectUserMutation);
}
