import type { OutboxMessageState } from '../../graphql/graphql';
import { outboxLoading } from './outbox-loading';

// Texts of the Outbox tab; the server's text is shown whenever it sends one.
export const outboxUiMessages = {
  loading: outboxLoading,
  loadRefused: 'Failed to load the outbox',
  loadUnreachable: 'Failed to load the outbox. Please try again.',
  empty: 'No e-mail has been sent yet.',
  retryRefused: 'Retry failed',
  retryUnreachable: 'Failed to retry the message. Please try again.',
  retried: 'Queued again; it goes out within a minute.',
  failedOnly: 'Only failed messages',
  noneMatch: 'No message matches.',
  deliveriesOf: (ref: string) => `Deliveries of ${ref}, one per recipient.`,
  showAll: 'Show all mail',
} as const;

/** A message on its way is still "Queued" to an administrator: it is not sent until it is. */
export const outboxStateLabels: Record<OutboxMessageState, string> = {
  queued: 'Queued',
  sending: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};
