import { counted } from '@coop/contract';
import type { ReachFieldsFragment } from '../../graphql/graphql';

// Texts of the Messages area; the server's own sentence is shown whenever it sends one, and the rules' messages
// come from the contract, as the server refuses with them.
/** "Reaches 14 households, 19 addresses; 2 addresses stopped announcements." */
export function reachText(reach: ReachFieldsFragment): string {
  const reaches = `Reaches ${counted(reach.households, 'household')}, ${counted(reach.addresses, 'address', 'addresses')}`;
  return reach.stopped > 0
    ? `${reaches}; ${counted(reach.stopped, 'address', 'addresses')} stopped announcements.`
    : `${reaches}.`;
}

export const messagesUiMessages = {
  inboxEmpty: 'No messages yet. Announcements from the co-op show here.',
  inboxLoadFailed: 'Failed to load your messages',
  inboxUnreachable: 'Failed to load your messages. Please try again.',
  unread: (count: number) => (count === 0 ? 'No unread messages.' : `${counted(count, 'unread message')}.`),
  markFailed: 'Failed to mark the message. Please try again.',
  audiencesFailed: 'Failed to load whom you can write to',
  noAudiences: 'You have no one to write to yet: a teacher writes to the families of the classes they teach.',
  reachLoading: 'Counting whom it reaches…',
  reachFailed: 'Could not count whom it reaches just now; the count is made again when it is sent.',
  timeHint: (timeZone: string) => `The co-op's local time (${timeZone}).`,
  noticeHint: 'Shown at the top of every page of the site until the end of that day.',
  draftKept: 'Your draft stays in this browser tab until it is sent.',
  sendRefused: 'The message was refused',
  sendUnreachable: 'Failed to send the message. Your draft is kept; please try again.',
  sent: (audience: string) => `Sent to ${audience}. Its deliveries show in Sent.`,
  scheduled: (audience: string, when: string) =>
    `Scheduled for ${when}, to ${audience}. You can cancel it in Sent until then.`,
  sentEmpty: 'You have not written any message yet.',
  sentLoadFailed: 'Failed to load the messages sent',
  sentUnreachable: 'Failed to load the messages sent. Please try again.',
  cancelled: (subject: string) => `"${subject}" was cancelled; nobody received it.`,
  cancelRefused: 'The message could not be cancelled',
  cancelUnreachable: 'Failed to cancel the message. Please try again.',
} as const;
