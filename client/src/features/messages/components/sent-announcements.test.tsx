// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { SessionUser } from '../../../lib/auth-storage';
import { renderWithGraphql } from '../../enrollment-office/test-graphql';
import { SentAnnouncements } from './sent-announcements';

afterEach(cleanup);

const member = (role: 'admin' | 'teacher'): SessionUser => ({
  id: '1',
  email: `${role}@coop.example`,
  name: 'Ada Admin',
  role,
  status: 'approved',
  createdAt: '2026-01-01T00:00:00.000Z',
});

const announcement = (id: string, subject: string, fields: Record<string, unknown> = {}) => ({
  __typename: 'Announcement',
  id,
  ref: `announcement:${id}`,
  subject,
  audience: {
    __typename: 'AnnouncementAudience',
    kind: 'class_families',
    classKey: 'spanish_bites',
    grade: null,
    group: null,
    condition: null,
    label: 'Families of Spanish Bites (Grade 3)',
  },
  author: 'Ada Admin',
  state: 'sent',
  createdAt: '2026-11-20T15:00:00.000Z',
  sendAt: '2026-11-20T15:00:00.000Z',
  sentAt: '2026-11-20T15:00:01.000Z',
  urgent: false,
  noticeUntil: null,
  reach: { __typename: 'AnnouncementReach', households: 14, addresses: 19, accounts: 12, stopped: 2 },
  delivery: { __typename: 'DeliveryCounts', queued: 2, sent: 16, failed: 1 },
  ...fields,
});

const page = (nodes: unknown[]) => ({
  announcements: {
    __typename: 'AnnouncementConnection',
    edges: nodes.map((node) => ({ __typename: 'AnnouncementEdge', node })),
    pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
  },
});
const versions = () => ({
  listVersions: {
    __typename: 'ListVersions',
    users: 0,
    files: 0,
    links: 0,
    trash: 0,
    submissions: 0,
    outbox: 1,
  },
});
const sentList = [
  announcement('2', 'Field trip', { state: 'scheduled', sentAt: null, sendAt: '2027-03-01T15:00:00.000Z' }),
  announcement('1', 'Closed today', { urgent: true }),
];

it('lists each message with its state, time, audience, reach and deliveries, linked to the outbox', async () => {
  renderWithGraphql(<SentAnnouncements viewer={member('admin')} />, {
    Announcements: () => page(sentList),
    ListVersions: versions,
  });
  const sent = (await screen.findByRole('heading', { name: 'Closed today' })).closest('li')!;
  expect(sent.textContent).toContain('UrgentSent on Nov 20, 2026, 9:00 AM · by Ada Admin');
  expect(sent.textContent).toContain('To Families of Spanish Bites (Grade 3)');
  expect(sent.textContent).toContain('Reaches 14 households, 19 addresses; 2 addresses stopped announcements.');
  const deliveries = within(sent).getByRole('link', { name: 'E-mails of Closed today: 16 sent, 2 queued, 1 failed' });
  expect(deliveries.getAttribute('href')).toBe('/secure/system/outbox?ref=announcement%3A1');
  expect(within(sent).queryByRole('button')).toBeNull();

  const scheduled = screen.getByRole('heading', { name: 'Field trip' }).closest('li')!;
  expect(scheduled.textContent).toContain('Scheduled for Mar 1, 2027, 9:00 AM · by Ada Admin');
  expect(scheduled.textContent).not.toContain('E-mails');
  expect(screen.getByText('Showing all 2 messages.')).toBeTruthy();
});

it("shows a teacher the deliveries without the administrators' outbox", async () => {
  renderWithGraphql(<SentAnnouncements viewer={member('teacher')} />, {
    Announcements: () => page(sentList),
    ListVersions: () => ({ listVersions: { ...versions().listVersions, outbox: null } }),
  });
  const sent = (await screen.findByRole('heading', { name: 'Closed today' })).closest('li')!;
  expect(sent.textContent).toContain('E-mails: 16 sent, 2 queued, 1 failed');
  expect(within(sent).queryByRole('link')).toBeNull();
});

it('cancels a scheduled message after asking, and shows it cancelled', async () => {
  const { sent } = renderWithGraphql(<SentAnnouncements viewer={member('admin')} />, {
    Announcements: () => page(sentList),
    ListVersions: versions,
    CancelAnnouncement: () => ({ cancelAnnouncement: { ...sentList[0], state: 'cancelled' } }),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel Field trip' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this message?' });
  expect(dialog.textContent).toContain('"Field trip" will not be sent, and no one will receive it.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel message' }));
  expect(await screen.findByText('"Field trip" was cancelled; nobody received it.')).toBeTruthy();
  const item = screen.getByRole('heading', { name: 'Field trip' }).closest('li')!;
  expect(item.textContent).toContain('Cancelled; it was to go on Mar 1, 2027, 9:00 AM');
  expect(within(item).queryByRole('button')).toBeNull();
  expect(sent.find((each) => each.operation === 'CancelAnnouncement')?.variables).toEqual({ id: '2' });
});

it('says so when nothing was written yet', async () => {
  renderWithGraphql(<SentAnnouncements viewer={member('teacher')} />, {
    Announcements: () => page([]),
    ListVersions: versions,
  });
  expect(await screen.findByText('You have not written any message yet.')).toBeTruthy();
});
