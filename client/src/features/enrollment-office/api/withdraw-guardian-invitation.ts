import { useMutation } from '@apollo/client/react';
import { WithdrawGuardianInvitationDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  mutation WithdrawGuardianInvitation($invitationId: ID!) {
    withdrawGuardianInvitation(invitationId: $invitationId) {
      ...HouseholdFields
    }
  }
`;

export function useWithdrawGuardianInvitation() {
  return useMutation(WithdrawGuardianInvitationDocument);
}
