import { useQuery } from '@apollo/client/react';
import { MyFamilyDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  query MyFamily {
    myFamily {
      studentName
      studentBirthday
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
`;
export const MyFamilyQuery = MyFamilyDocument;

/** The students enrolled with the signed-in account's e-mail, and their classes. */
export function useMyFamily() {
  return useQuery(MyFamilyQuery, { fetchPolicy: 'cache-and-network' });
}
