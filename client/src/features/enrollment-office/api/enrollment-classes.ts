import { useQuery } from '@apollo/client/react';
import { EnrollmentClassesDocument } from '../../../graphql/graphql';

/** What a class's row shows: its counts and its teachers. */
/* GraphQL */ `
  fragment ClassEnrollmentFields on ClassEnrollment {
    classKey
    title
    group
    groupTitle
    seats
    held
    confirmed
    waitlisted
    teachers {
      id
      name
    }
  }
`;

/* GraphQL */ `
  query EnrollmentClasses {
    enrollmentClasses {
      ...ClassEnrollmentFields
    }
  }
`;
export const EnrollmentClassesQuery = EnrollmentClassesDocument;

/** Every class with its seats, counts and teachers; read afresh each time the tab opens. */
export function useEnrollmentClasses() {
  return useQuery(EnrollmentClassesQuery, { fetchPolicy: 'cache-and-network' });
}
