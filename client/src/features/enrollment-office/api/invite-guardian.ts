import { useMutation } from '@apollo/client/react';
import { InviteGuardianDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  mutation InviteGuardian($householdId: ID!, $email: String!) {
    inviteGuardian(householdId: $householdId, email: $email) {
      ...HouseholdFields
    }
  }
`;

export function useInviteGuardian() {
  return useMutation(InviteGuardianDocument);
}
