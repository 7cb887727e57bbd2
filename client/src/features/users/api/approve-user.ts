import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

export const ApproveUserMutation = graphql(`
  mutation ApproveUser($userId: ID!, $role: Role!) {
    approveUser(userId: $userId, role: $role) {
      ...UserStandingFields
    }
  }
`);

export function useApproveUser() {
  return useMutation(ApproveUserMutation);
}
