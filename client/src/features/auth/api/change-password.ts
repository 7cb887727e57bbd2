import { useMutation } from '@apollo/client/react';
import { ChangePasswordDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      passwordResetRequired
      user {
        id
        email
        name
        role
        status
        createdAt
      }
    }
  }
`;
export const ChangePasswordMutation = ChangePasswordDocument;

export function useChangePassword() {
  return useMutation(ChangePasswordMutation);
}
