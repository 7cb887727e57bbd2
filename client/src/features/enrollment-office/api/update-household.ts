import { useMutation } from '@apollo/client/react';
import { UpdateHouseholdDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  mutation UpdateHousehold($input: UpdateHouseholdInput!) {
    updateHousehold(input: $input) {
      ...HouseholdFields
    }
  }
`;

export function useUpdateHousehold() {
  return useMutation(UpdateHouseholdDocument);
}
