import { useMutation } from '@apollo/client/react';
import { MyFamilyDocument, WithdrawMyPlacementDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  mutation WithdrawMyPlacement($placementId: ID!) {
    withdrawMyPlacement(placementId: $placementId) {
      placementId
      status
    }
  }
`;
export const WithdrawMyPlacementMutation = WithdrawMyPlacementDocument;

export function useWithdrawMyPlacement() {
  return useMutation(WithdrawMyPlacementMutation, { refetchQueries: [MyFamilyDocument], awaitRefetchQueries: true });
}
