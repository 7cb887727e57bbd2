// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderWithGraphql } from '../../enrollment-office/test-graphql';
import { Inbox } from './inbox';

afterEach(cleanup);

const message = (id: string, subject: string, fields: Record<string, unknown> = {}) => ({
  __typename: 'InboxAnnouncement',
  id,
  subject,
  body: `**${subject}**: details inside.`,
  author: 'Ada Admin',
  sentAt: '2026-11-20T15:00:00.000Z',
  urgent: false,
  read: false,
  ...fields,
});

const page = (nodes: unknown[]) => ({
  inbox: {
    __typename: 'InboxAnnouncementConnection',
    edges: nodes.map((node) => ({ __typename: 'InboxAnnouncementEdge', node })),
    pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
  },
});

const messages = [message('2', 'Closed today', { urgent: true }), message('1', 'Picnic', { read: true })];

it('marks the unread ones in words, opens one to read it (read), and marks it unread again', async () => {
  const { sent } = renderWithGraphql(<Inbox />, {
    Inbox: () => page(messages),
    MarkAnnouncementRead: ({ id, read }) => ({
      markAnnouncementRead: { ...messages.find((each) => each.id === id), read },
    }),
  });
  const unread = await screen.findByRole('button', { name: 'Unread Urgent Closed today' });
  expect(screen.getByRole('button', { name: 'Picnic' })).toBeTruthy();
  expect(screen.getByText('1 unread message.')).toBeTruthy();
  expect(unread.getAttribute('aria-expanded')).toBe('false');

  fireEvent.click(unread);
  const opened = screen.getByRole('button', { name: /Closed today$/ });
  expect(opened.getAttribute('aria-expanded')).toBe('true');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Urgent Closed today' })).toBeTruthy());
  expect(screen.getByText('No unread messages.')).toBeTruthy();
  expect(sent.find((each) => each.operation === 'MarkAnnouncementRead')?.variables).toEqual({ id: '2', read: true });

  const item = opened.closest('li')!;
  fireEvent.click(within(item).getByRole('button', { name: 'Mark unread' }));
  expect(await screen.findByText('"Closed today" is marked unread.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Unread Urgent Closed today' })).toBeTruthy();
  expect(sent.filter((each) => each.operation === 'MarkAnnouncementRead').at(-1)?.variables).toEqual({
    id: '2',
    read: false,
  });
});

it('opening a message already read sends nothing; the mail preferences are a link away', async () => {
  const { sent } = renderWithGraphql(<Inbox />, { Inbox: () => page(messages) });
  fireEvent.click(await screen.findByRole('button', { name: 'Picnic' }));
  // The body is drawn from its markdown.
  expect(await screen.findByText('Picnic', { selector: 'strong' })).toBeTruthy();
  expect(sent.map((each) => each.operation)).toEqual(['Inbox']);
  expect(screen.getByRole('link', { name: 'Mail preferences' }).getAttribute('href')).toBe('/preferences');
});

it('says so while loading and when there is nothing yet', async () => {
  renderWithGraphql(<Inbox />, { Inbox: () => page([]) });
  expect(screen.getByText('Loading messages…')).toBeTruthy();
  expect(await screen.findByText('No messages yet. Announcements from the co-op show here.')).toBeTruthy();
});
