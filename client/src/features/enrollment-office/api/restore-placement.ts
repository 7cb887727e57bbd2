import { useMutation } from '@apollo/client/react';
import { RestorePlacementDocument } from '../../../graphql/graphql';
import { rereadEnrollments } from './reread-enrollments';

/* GraphQL */ `
  mutation RestorePlacement($placementId: ID!) {
    restorePlacement(placementId: $placementId) {
      ...RosterEntryFields
    }
  }
`;

/** Undoes a decline or withdrawal: the student goes back to the front of the waitlist (or to a free seat). */
export function useRestorePlacement() {
  return useMutation(RestorePlacementDocument, rereadEnrollments);
}
