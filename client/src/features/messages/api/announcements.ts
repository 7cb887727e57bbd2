import { useMutation } from '@apollo/client/react';
import { AnnouncementsDocument, CancelAnnouncementDocument } from '../../../graphql/graphql';
import { usePagedList } from '../../../lib/use-paged-list';

/** How often the Sent list asks whether the outbox moved: its delivery counts follow within seconds. */
const SENT_REFRESH_MS = 5_000;

/* GraphQL */ `
  fragment AnnouncementFields on Announcement {
    id
    ref
    subject
    audience {
      ...AudienceFields
    }
    author
    state
    createdAt
    sendAt
    sentAt
    urgent
    noticeUntil
    reach {
      ...ReachFields
    }
    delivery {
      queued
      sent
      failed
    }
  }
`;

/* GraphQL */ `
  query Announcements($first: Int, $after: String) {
    announcements(first: $first, after: $after) {
      edges {
        node {
          ...AnnouncementFields
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`;

/* GraphQL */ `
  mutation CancelAnnouncement($id: ID!) {
    cancelAnnouncement(id: $id) {
      ...AnnouncementFields
    }
  }
`;

const variables = {};

/**
 * The messages the member wrote (an administrator: everyone's), newest first. Their delivery counts move with the
 * outbox, whose counter only administrators read; a teacher's are as of opening the tab.
 */
export function useAnnouncements() {
  return usePagedList(AnnouncementsDocument, {
    variables,
    connectionOf: (data) => data.announcements,
    list: 'outbox',
    refreshMs: SENT_REFRESH_MS,
  });
}

/** A cancelled message comes back as such, and replaces the scheduled one in the list by its id. */
export function useCancelAnnouncement() {
  return useMutation(CancelAnnouncementDocument);
}
