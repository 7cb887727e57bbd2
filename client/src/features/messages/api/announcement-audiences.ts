import { useQuery } from '@apollo/client/react';
import { AnnouncementAudiencesDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  fragment AudienceFields on AnnouncementAudience {
    kind
    classKey
    grade
    group
    condition
    label
  }
`;

/* GraphQL */ `
  query AnnouncementAudiences {
    announcementAudiences {
      audience {
        ...AudienceFields
      }
    }
  }
`;

/** Whom the signed-in member may write to: every audience for an administrator, a teacher's own classes. */
export function useAnnouncementAudiences() {
  return useQuery(AnnouncementAudiencesDocument, { fetchPolicy: 'cache-and-network' });
}
