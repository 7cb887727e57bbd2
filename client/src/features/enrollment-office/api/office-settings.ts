import { useQuery } from '@apollo/client/react';
import { OfficeSettingsDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  query OfficeSettings {
    officeSettings {
      placementNotices
    }
  }
`;
export const OfficeSettingsQuery = OfficeSettingsDocument;

/** The office's co-op-wide settings; read afresh each time the tab opens, since another administrator may change them. */
export function useOfficeSettings() {
  return useQuery(OfficeSettingsQuery, { fetchPolicy: 'cache-and-network' });
}
