import { useMutation, useQuery } from '@apollo/client/react';
import {
  AddVolunteerRoleDocument,
  DutyTermsDocument,
  GenerateVolunteerSlotsDocument,
  RemoveBackgroundCheckDocument,
  RemoveVolunteerExemptionDocument,
  RetireVolunteerRoleDocument,
  SaveBackgroundCheckDocument,
  SaveVolunteerExemptionDocument,
  SaveVolunteerRoleDocument,
  SaveVolunteerSlotDocument,
  SaveVolunteerTermDocument,
  DeleteVolunteerSlotDocument,
  VolunteerDutiesDocument,
} from '../../../graphql/graphql';

/* GraphQL */ `
  query DutyTerms {
    terms {
      key
      name
    }
  }
`;

/* GraphQL */ `
  fragment VolunteerRoleFields on VolunteerRole {
    id
    name
    description
    people
    minAge
    needsBackgroundCheck
    perClass
    retired
  }
`;

/* GraphQL */ `
  query VolunteerDuties($termKey: String!) {
    volunteerDuties(termKey: $termKey) {
      termKey
      termName
      policy {
        termKey
        quotaMinutes
        hourlyRate
        signupOpens
        signupCloses
        autoAssignDays
      }
      roles {
        ...VolunteerRoleFields
      }
      households {
        householdId
        name
        quotaMinutes
      }
      exemptions {
        householdId
        householdName
        quotaMinutes
        reason
        byName
      }
      guardians {
        userId
        name
        householdName
        check {
          checkedOn
          expiresOn
          note
          byName
        }
      }
      slots {
        id
        roleId
        roleName
        date
        start
        end
        classKey
        classTitle
        people
        held
        holders
      }
    }
  }
`;

/* GraphQL */ `
  mutation AddVolunteerRole($input: VolunteerRoleInput!) {
    addVolunteerRole(input: $input) {
      ...VolunteerRoleFields
    }
  }
`;

/* GraphQL */ `
  mutation SaveVolunteerRole($id: String!, $input: VolunteerRoleInput!) {
    saveVolunteerRole(id: $id, input: $input) {
      ...VolunteerRoleFields
    }
  }
`;

/* GraphQL */ `
  mutation RetireVolunteerRole($id: String!, $retired: Boolean!) {
    retireVolunteerRole(id: $id, retired: $retired) {
      ...VolunteerRoleFields
    }
  }
`;

/* GraphQL */ `
  mutation SaveVolunteerTerm($input: VolunteerTermInput!) {
    saveVolunteerTerm(input: $input) {
      termKey
      quotaMinutes
      hourlyRate
      signupOpens
      signupCloses
      autoAssignDays
    }
  }
`;

/* GraphQL */ `
  mutation SaveVolunteerExemption($input: VolunteerExemptionInput!) {
    saveVolunteerExemption(input: $input) {
      householdId
    }
  }
`;

/* GraphQL */ `
  mutation RemoveVolunteerExemption($termKey: String!, $householdId: String!) {
    removeVolunteerExemption(termKey: $termKey, householdId: $householdId)
  }
`;

/* GraphQL */ `
  mutation SaveBackgroundCheck($input: BackgroundCheckInput!) {
    saveBackgroundCheck(input: $input) {
      userId
    }
  }
`;

/* GraphQL */ `
  mutation RemoveBackgroundCheck($userId: String!) {
    removeBackgroundCheck(userId: $userId)
  }
`;

/* GraphQL */ `
  mutation GenerateVolunteerSlots($input: GenerateSlotsInput!) {
    generateVolunteerSlots(input: $input)
  }
`;

/* GraphQL */ `
  mutation SaveVolunteerSlot($input: VolunteerSlotInput!) {
    saveVolunteerSlot(input: $input) {
      id
    }
  }
`;

/* GraphQL */ `
  mutation DeleteVolunteerSlot($id: String!) {
    deleteVolunteerSlot(id: $id)
  }
`;

export function useDutyTerms() {
  return useQuery(DutyTermsDocument, { fetchPolicy: 'cache-and-network' });
}

/** A term's duties, read afresh each time the tab opens or the term changes. */
export function useVolunteerDuties(termKey: string | undefined) {
  return useQuery(VolunteerDutiesDocument, {
    variables: { termKey: termKey ?? '' },
    skip: !termKey,
    fetchPolicy: 'cache-and-network',
  });
}

// Every change reads the term's duties again once saved: a role, an exemption or a slot shows in several lists.
const refreshed = { refetchQueries: [VolunteerDutiesDocument], awaitRefetchQueries: true };

export const useAddVolunteerRole = () => useMutation(AddVolunteerRoleDocument, refreshed);
export const useSaveVolunteerRole = () => useMutation(SaveVolunteerRoleDocument, refreshed);
export const useRetireVolunteerRole = () => useMutation(RetireVolunteerRoleDocument, refreshed);
export const useSaveVolunteerTerm = () => useMutation(SaveVolunteerTermDocument, refreshed);
export const useSaveVolunteerExemption = () => useMutation(SaveVolunteerExemptionDocument, refreshed);
export const useRemoveVolunteerExemption = () => useMutation(RemoveVolunteerExemptionDocument, refreshed);
export const useSaveBackgroundCheck = () => useMutation(SaveBackgroundCheckDocument, refreshed);
export const useRemoveBackgroundCheck = () => useMutation(RemoveBackgroundCheckDocument, refreshed);
export const useGenerateVolunteerSlots = () => useMutation(GenerateVolunteerSlotsDocument, refreshed);
export const useSaveVolunteerSlot = () => useMutation(SaveVolunteerSlotDocument, refreshed);
export const useDeleteVolunteerSlot = () => useMutation(DeleteVolunteerSlotDocument, refreshed);
