import { skipToken, useQuery } from '@apollo/client/react';
import { AnnouncementReachDocument, type AnnouncementAudienceInput } from '../../../graphql/graphql';

/* GraphQL */ `
  fragment ReachFields on AnnouncementReach {
    households
    addresses
    accounts
    stopped
  }
`;

/* GraphQL */ `
  query AnnouncementReach($audience: AnnouncementAudienceInput!) {
    announcementReach(audience: $audience) {
      ...ReachFields
    }
  }
`;

/**
 * How many households and addresses an audience reaches now, asked afresh as the audience changes (each audience
 * answered once a visit: families join and leave over weeks, not while a message is written).
 */
export function useAnnouncementReach(audience: AnnouncementAudienceInput | null) {
  return useQuery(AnnouncementReachDocument, audience ? { variables: { audience } } : skipToken);
}
