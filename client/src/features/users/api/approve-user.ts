import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

export const ApproveUserMutation = graphql(`
  mutation ApproveUser($userId: ID!, $role: Role!) {
    approveUser(userId: $userId, role: $role) {
      id
      role
      status
      approvedAt
      approvedBy
    }
  }
`);

export function useApproveUser() {
  return useMutation(ApproveUserMutation);
}
