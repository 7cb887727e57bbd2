import { useQuery } from '@apollo/client/react';
import { ClassRosterDocument } from '../../../graphql/graphql';

/** A move in a placement's history. */
/* GraphQL */ `
  fragment PlacementEventFields on PlacementEvent {
    at
    from
    to
    by
    reason
  }
`;

/** What a roster row shows. */
/* GraphQL */ `
  fragment RosterEntryFields on RosterEntry {
    placementId
    status
    since
    waitlistPosition
    reason
    studentName
    studentAge
    studentBirthday
    studentAllergies
    parentName
    parentEmail
    parentPhone
    history {
      ...PlacementEventFields
    }
  }
`;

/* GraphQL */ `
  query ClassRoster($classKey: String!) {
    classRoster(classKey: $classKey) {
      ...RosterEntryFields
    }
  }
`;
export const ClassRosterQuery = ClassRosterDocument;

/** One class's roster, read afresh each time it is opened. */
export function useClassRoster(classKey: string) {
  return useQuery(ClassRosterQuery, { variables: { classKey }, fetchPolicy: 'cache-and-network' });
}
