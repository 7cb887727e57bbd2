import { useQuery } from '@apollo/client/react';
import { HouseholdsDocument } from '../../../graphql/graphql';

/** What a household's line in the office's list shows. */
/* GraphQL */ `
  fragment HouseholdSummaryFields on Household {
    id
    name
    guardians {
      userId
      name
    }
    students {
      id
      fullName
      grade
      placements {
        placementId
        status
      }
    }
  }

  query Households($search: String) {
    households(search: $search) {
      ...HouseholdSummaryFields
    }
  }
`;

/** Every household, or those whose names, contacts or students hold the search (administrators). */
export function useHouseholds(search: string) {
  return useQuery(HouseholdsDocument, {
    variables: { search: search || null },
    fetchPolicy: 'cache-and-network',
  });
}
