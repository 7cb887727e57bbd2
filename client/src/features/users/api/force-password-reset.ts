import { useMutation } from '@apollo/client/react';
import { ForcePasswordResetDocument } from '../../../graphql/graphql';
import { rereadAccounts } from './user-connection';

/* GraphQL */ `
  mutation ForcePasswordReset($userId: ID!) {
    forcePasswordReset(userId: $userId) {
      tempPassword
    }
  }
`;
export const ForcePasswordResetMutation = ForcePasswordResetDocument;

export function useForcePasswordReset() {
  // The answer carries only the password; the account's new status comes with the list.
  return useMutation(ForcePasswordResetMutation, rereadAccounts);
}
