import { useMutation, useQuery } from '@apollo/client/react';
import {
  AcceptGuardianInvitationDocument,
  HouseholdInvitationDocument,
  MyFamilyDocument,
  MyHouseholdDocument,
} from '../../../graphql/graphql';

/* GraphQL */ `
  query HouseholdInvitation($token: String!) {
    householdInvitation(token: $token) {
      householdName
      email
      invitedBy
      expiresAt
    }
  }

  mutation AcceptGuardianInvitation($token: String!) {
    acceptGuardianInvitation(token: $token) {
      ...HouseholdFields
    }
  }
`;

/** What the invitation in the address offers the signed-in member. */
export function useHouseholdInvitation(token: string) {
  return useQuery(HouseholdInvitationDocument, { variables: { token }, fetchPolicy: 'network-only' });
}

/** Accepting makes the household and its children this account's: both lists are read again. */
export function useAcceptGuardianInvitation() {
  return useMutation(AcceptGuardianInvitationDocument, {
    refetchQueries: [MyHouseholdDocument, MyFamilyDocument],
    awaitRefetchQueries: true,
  });
}
