import { useQuery } from '@apollo/client/react';
import { HouseholdDocument } from '../../../graphql/graphql';

/** Everything the office shows of a household: My family's fields, its students' classes and its history. */
/* GraphQL */ `
  fragment OfficeHouseholdFields on Household {
    ...HouseholdFields
    formAddresses
    history {
      id
      at
      text
    }
    students {
      id
      placements {
        placementId
        classKey
        classTitle
        status
        since
        waitlistPosition
        reason
        history {
          ...PlacementEventFields
        }
      }
    }
  }

  query Household($id: ID!) {
    household(id: $id) {
      ...OfficeHouseholdFields
    }
  }
`;

/** One household as the office sees it, read afresh each time it is opened. */
export function useHousehold(id: string) {
  return useQuery(HouseholdDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
}
