import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

export const ChangeUserRoleMutation = graphql(`
  mutation ChangeUserRole($userId: ID!, $role: Role!) {
    changeUserRole(userId: $userId, role: $role) {
      id
      role
    }
  }
`);

export function useChangeUserRole() {
  return useMutation(ChangeUserRoleMutation);
}
