import { useMutation } from '@apollo/client/react';
import { HouseholdsDocument, MergeHouseholdsDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  mutation MergeHouseholds($keepId: ID!, $mergeId: ID!) {
    mergeHouseholds(keepId: $keepId, mergeId: $mergeId) {
      ...OfficeHouseholdFields
    }
  }
`;

/** The merged household leaves the lists the office has open. */
export function useMergeHouseholds() {
  return useMutation(MergeHouseholdsDocument, { refetchQueries: [HouseholdsDocument] });
}
