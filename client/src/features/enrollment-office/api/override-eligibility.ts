import { useMutation } from '@apollo/client/react';
import { OverrideEligibilityDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  mutation OverrideEligibility($input: EligibilityOverrideInput!) {
    overrideEligibility(input: $input) {
      id
      classKey
      classTitle
      studentName
      reason
      by
      at
    }
  }
`;

/** Lets one student into one class whatever its age range, meeting time or prerequisites say. */
export function useOverrideEligibility() {
  return useMutation(OverrideEligibilityDocument);
}
