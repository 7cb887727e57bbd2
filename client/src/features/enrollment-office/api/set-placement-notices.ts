import { useMutation } from '@apollo/client/react';
import { OfficeSettingsDocument, SetPlacementNoticesDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  mutation SetPlacementNotices($choice: PlacementNotices!) {
    setPlacementNotices(choice: $choice) {
      placementNotices
    }
  }
`;
export const SetPlacementNoticesMutation = SetPlacementNoticesDocument;

/** The settings have no id for the cache to match: the answer is written over the query's copy. */
export function useSetPlacementNotices() {
  return useMutation(SetPlacementNoticesMutation, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: OfficeSettingsDocument, data: { officeSettings: data.setPlacementNotices } });
    },
  });
}
