import { useMutation } from '@apollo/client/react';
import { ApproveUserDocument } from '../../../graphql/graphql';
import { rereadAccounts } from './user-connection';

/* GraphQL */ `
  mutation ApproveUser($userId: ID!, $role: Role!) {
    approveUser(userId: $userId, role: $role) {
      ...UserStandingFields
    }
  }
`;
export const ApproveUserMutation = ApproveUserDocument;

export function useApproveUser() {
  return useMutation(ApproveUserMutation, rereadAccounts);
}
