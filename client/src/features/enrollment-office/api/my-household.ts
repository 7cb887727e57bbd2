import { useQuery } from '@apollo/client/react';
import { MyHouseholdDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  fragment HouseholdFields on Household {
    id
    name
    address
    homePhone
    guardians {
      userId
      name
      email
      emailConfirmed
    }
    invitations {
      id
      email
      invitedBy
      expiresAt
    }
    students {
      id
      fullName
      birthday
      grade
      allergies
      medicalNotes
      emergencyContacts {
        name
        relationship
        phone
      }
      pickupAdults
    }
  }

  query MyHousehold {
    myHousehold {
      ...HouseholdFields
    }
  }
`;
export const MyHouseholdQuery = MyHouseholdDocument;

/** The signed-in guardian's household: contact details, guardians, invitations and students' details. */
export function useMyHousehold() {
  return useQuery(MyHouseholdQuery, { fetchPolicy: 'cache-and-network' });
}
