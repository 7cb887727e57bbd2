import { OutboxMessagesDocument } from '../../../graphql/graphql';
import { usePagedList } from '../../../lib/use-paged-list';

/** How often the outbox asks whether it changed: a retried message shows as sent within seconds. */
export const OUTBOX_REFRESH_MS = 5_000;

/* GraphQL */ `
  query OutboxMessages($first: Int, $after: String) {
    outboxMessages(first: $first, after: $after) {
      edges {
        node {
          id
          kind
          recipient
          subject
          state
          tries
          createdAt
          sentAt
          lastError
          text
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`;
export const OutboxMessagesQuery = OutboxMessagesDocument;

const variables = {};

/** The site's e-mail, newest first, a page at a time. */
export function useOutboxMessages() {
  return usePagedList(OutboxMessagesQuery, {
    variables,
    connectionOf: (data) => data.outboxMessages,
    list: 'outbox',
    refreshMs: OUTBOX_REFRESH_MS,
  });
}
