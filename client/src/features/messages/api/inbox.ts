import { useMutation } from '@apollo/client/react';
import { InboxDocument, MarkAnnouncementReadDocument } from '../../../graphql/graphql';
import { usePagedList } from '../../../lib/use-paged-list';

/* GraphQL */ `
  fragment InboxFields on InboxAnnouncement {
    id
    subject
    body
    author
    sentAt
    urgent
    read
  }
`;

/* GraphQL */ `
  query Inbox($first: Int, $after: String) {
    inbox(first: $first, after: $after) {
      edges {
        node {
          ...InboxFields
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
  mutation MarkAnnouncementRead($id: ID!, $read: Boolean!) {
    markAnnouncementRead(id: $id, read: $read) {
      ...InboxFields
    }
  }
`;

const variables = {};

/** The member's messages, newest first, read afresh each time the tab opens. */
export function useInbox() {
  return usePagedList(InboxDocument, { variables, connectionOf: (data) => data.inbox });
}

/** Marks one message read or unread; the answer replaces it in the list by its id. */
export function useMarkAnnouncementRead() {
  return useMutation(MarkAnnouncementReadDocument);
}
