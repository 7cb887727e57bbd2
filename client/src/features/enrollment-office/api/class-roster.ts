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
    studentMedicalNotes
    emergencyContacts {
      name
      relationship
      phone
    }
    pickupAdults
    parentName
    parentEmail
    parentPhone
    history {
      ...PlacementEventFields
    }
  }
`;

/* GraphQL */ `
  query ClassRoster($classKey: String!, $includePast: Boolean!) {
    classRoster(classKey: $classKey, includePast: $includePast) {
      ...RosterEntryFields
    }
  }
`;
export const ClassRosterQuery = ClassRosterDocument;

/** One class's roster, read afresh each time it is opened; the declined and withdrawn only with `includePast`. */
export function useClassRoster(classKey: string, includePast: boolean) {
  return useQuery(ClassRosterQuery, { variables: { classKey, includePast }, fetchPolicy: 'cache-and-network' });
}
