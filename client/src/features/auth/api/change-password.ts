import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

export const ChangePasswordMutation = graphql(`
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
`);

export function useChangePassword() {
  return useMutation(ChangePasswordMutation);
}
