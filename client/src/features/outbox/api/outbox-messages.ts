import { useMemo } from 'react';
import { OutboxMessagesDocument, type OutboxMessageState } from '../../../graphql/graphql';
import { usePagedList } from '../../../lib/use-paged-list';

/** How often the outbox asks whether it changed: a retried message shows as sent within seconds. */
export const OUTBOX_REFRESH_MS = 5_000;

/* GraphQL */ `
  query OutboxMessages($first: Int, $after: String, $ref: String, $state: OutboxMessageState) {
    outboxMessages(first: $first, after: $after, ref: $ref, state: $state) {
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

/** What the list is narrowed to: one message's deliveries (`announcement:<id>`), the failed ones, both or neither. */
export interface OutboxFilter {
  ref: string | null;
  failedOnly: boolean;
}

/** The site's e-mail, newest first, a page at a time, narrowed as asked. */
export function useOutboxMessages({ ref, failedOnly }: OutboxFilter) {
  const variables = useMemo(() => {
    const state: OutboxMessageState | null = failedOnly ? 'failed' : null;
    return { ref, state };
  }, [ref, failedOnly]);
  return usePagedList(OutboxMessagesQuery, {
    variables,
    connectionOf: (data) => data.outboxMessages,
    list: 'outbox',
    refreshMs: OUTBOX_REFRESH_MS,
  });
}
