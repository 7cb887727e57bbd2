import { useMutation } from '@apollo/client/react';
import { SetPlacementStatusDocument } from '../../../graphql/graphql';
import { rereadEnrollments } from './reread-enrollments';

/* GraphQL */ `
  mutation SetPlacementStatus($placementId: ID!, $status: PlacementStatus!, $reason: String) {
    setPlacementStatus(placementId: $placementId, status: $status, reason: $reason) {
      ...RosterEntryFields
    }
  }
`;
export const SetPlacementStatusMutation = SetPlacementStatusDocument;

export function useSetPlacementStatus() {
  return useMutation(SetPlacementStatusMutation, rereadEnrollments);
}
