import { useMutation } from '@apollo/client/react';
import { RejectUserDocument } from '../../../graphql/graphql';
import { rereadAccounts } from './user-connection';

/* GraphQL */ `
  mutation RejectUser($userId: ID!) {
    rejectUser(userId: $userId) {
      id
      status
    }
  }
`;
export const RejectUserMutation = RejectUserDocument;

export function useRejectUser() {
  return useMutation(RejectUserMutation, rereadAccounts);
}
