import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';
import { UsersQuery } from './users';

export const ForcePasswordResetMutation = graphql(`
  mutation ForcePasswordReset($userId: ID!) {
    forcePasswordReset(userId: $userId) {
      tempPassword
    }
  }
`);

export function useForcePasswordReset() {
  // The answer carries only the password; the account's new status comes with the list.
  return useMutation(ForcePasswordResetMutation, { refetchQueries: [UsersQuery] });
}
