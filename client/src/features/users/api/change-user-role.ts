import { useMutation } from '@apollo/client/react';
import { ChangeUserRoleDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  mutation ChangeUserRole($userId: ID!, $role: Role!) {
    changeUserRole(userId: $userId, role: $role) {
      id
      role
    }
  }
`;
export const ChangeUserRoleMutation = ChangeUserRoleDocument;

export function useChangeUserRole() {
  return useMutation(ChangeUserRoleMutation);
}
