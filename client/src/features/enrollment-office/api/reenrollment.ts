import { useMutation, useQuery } from '@apollo/client/react';
import { ReenrollDocument, ReenrollmentOffersDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  query ReenrollmentOffers {
    reenrollmentOffers {
      termKey
      termName
      open
      waitlistOnly
      notice
      students {
        studentId
        name
        missing
        enrolled {
          classKey
          title
          status
        }
        offered {
          classKey
          follows
          kind
          title
          meets
          seatsLeft
          waitlisted
          refusal
        }
      }
    }
  }
`;

/* GraphQL */ `
  mutation Reenroll($termKey: String!, $choices: [ReenrollmentChoice!]!) {
    reenroll(termKey: $termKey, choices: $choices) {
      studentId
      name
      placements {
        classKey
        title
        status
        position
      }
      refusals {
        classKey
        message
      }
    }
  }
`;

/** The terms the family may enroll its children in from here, read afresh each time My family opens. */
export function useReenrollmentOffers() {
  return useQuery(ReenrollmentOffersDocument, { fetchPolicy: 'cache-and-network' });
}

/** After enrolling, the offers, the children's classes and the seats are read again. */
export function useReenroll() {
  return useMutation(ReenrollDocument, { refetchQueries: ['ReenrollmentOffers', 'MyFamily', 'MyHousehold'] });
}
