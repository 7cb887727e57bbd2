// @vitest-environment happy-dom
import { announcementMessages } from '@coop/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { SessionUser } from '../../../lib/auth-storage';
import { renderWithGraphql } from '../../enrollment-office/test-graphql';
import { sendAtPast } from '../announcement-draft';
import { WriteAnnouncement } from './write-announcement';

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

const admin: SessionUser = {
  id: '1',
  email: 'office@coop.example',
  name: 'Ada Admin',
  role: 'admin',
  status: 'approved',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const audience = (kind: string, label: string, fields: Record<string, unknown> = {}) => ({
  __typename: 'AudienceChoice',
  audience: {
    __typename: 'AnnouncementAudience',
    kind,
    classKey: null,
    grade: null,
    group: null,
    condition: null,
    label,
    ...fields,
  },
});
const choices = [
  audience('families', 'All families'),
  audience('class_families', 'Families of Spanish Bites (Grade 3)', { classKey: 'spanish_bites' }),
];
const reaches: Record<string, Record<string, number>> = {
  families: { households: 14, addresses: 19, accounts: 12, stopped: 2 },
  class_families: { households: 1, addresses: 1, accounts: 1, stopped: 0 },
};

function renderWrite(
  send: (variables: Record<string, unknown>) => Record<string, unknown> | { error: string },
  viewer = admin,
  offered = choices,
) {
  return renderWithGraphql(<WriteAnnouncement viewer={viewer} />, {
    AnnouncementAudiences: () => ({ announcementAudiences: offered }),
    AnnouncementReach: ({ audience: asked }) => ({
      announcementReach: { __typename: 'AnnouncementReach', ...reaches[(asked as { kind: string }).kind] },
    }),
    SendAnnouncement: send,
  });
}

const sentAnswer = (state: string, sendAt: string) => ({
  sendAnnouncement: {
    __typename: 'Announcement',
    id: '7',
    ref: 'announcement:7',
    subject: 'Closed today',
    audience: choices[1].audience,
    author: 'Ada Admin',
    state,
    createdAt: '2026-11-20T15:00:00.000Z',
    sendAt,
    sentAt: null,
    urgent: false,
    noticeUntil: null,
    reach: null,
    delivery: { __typename: 'DeliveryCounts', queued: 1, sent: 0, failed: 0 },
  },
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

it('previews the markdown as members will read it, links limited to safe addresses', async () => {
  renderWrite(() => ({ error: 'not sent' }));
  const body = (await screen.findByLabelText('Message')) as HTMLTextAreaElement;
  fireEvent.change(body, {
    target: { value: '## Snow day\n\n[Closings](https://example.org/closings) and [a trick](javascript:alert(1)).' },
  });
  const switcher = screen.getByRole('tablist', { name: 'Message: write or preview' });
  fireEvent.click(within(switcher).getByRole('tab', { name: 'Preview' }));
  expect(await screen.findByRole('heading', { name: 'Snow day' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Closings' }).getAttribute('href')).toBe('https://example.org/closings');
  expect(screen.queryByRole('link', { name: 'a trick' })).toBeNull();
  fireEvent.click(within(switcher).getByRole('tab', { name: 'Write' }));
  expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toContain('## Snow day');
});

it('says how many households and addresses the audience reaches, again as it changes', async () => {
  renderWrite(() => ({ error: 'not sent' }));
  const to = (await screen.findByLabelText('To')) as HTMLSelectElement;
  expect(screen.queryByText(/^Reaches/)).toBeNull();
  fireEvent.change(to, { target: { value: 'families::::' } });
  expect(
    await screen.findByText('Reaches 14 households, 19 addresses; 2 addresses stopped announcements.'),
  ).toBeTruthy();
  fireEvent.change(to, { target: { value: 'class_families:spanish_bites:::' } });
  expect(await screen.findByText('Reaches 1 household, 1 address.')).toBeTruthy();
});

it('names each missing part in its field, the first one focused, and sends nothing', async () => {
  const { sent } = renderWrite(() => ({ error: 'not sent' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Send…' }));
  await waitFor(() => expect(document.activeElement).toBe(field('Subject')));
  expect(screen.getByText(announcementMessages.subjectRequired)).toBeTruthy();
  expect(screen.getByText(announcementMessages.bodyRequired)).toBeTruthy();
  expect(screen.getByText(announcementMessages.kindInvalid)).toBeTruthy();

  fireEvent.change(field('Subject'), { target: { value: 'Closed today' } });
  fireEvent.change(field('Message'), { target: { value: 'Ice on the roads.' } });
  fireEvent.change(field('To'), { target: { value: 'families::::' } });
  fireEvent.click(screen.getByLabelText('Send at a set time'));
  fireEvent.change(field('Send at'), { target: { value: '2020-01-01T09:00' } });
  fireEvent.click(screen.getByLabelText(/^Urgent/));
  fireEvent.click(screen.getByRole('button', { name: 'Schedule…' }));
  await waitFor(() => expect(document.activeElement).toBe(field('Send at')));
  expect(screen.getByText(sendAtPast)).toBeTruthy();
  expect(screen.getByText(announcementMessages.noticeUntilRequired)).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(sent.map((each) => each.operation)).not.toContain('SendAnnouncement');
});

it('asks before sending, naming the audience and its reach, then sends and starts a new message', async () => {
  const { sent } = renderWrite(() => sentAnswer('sent', '2026-11-20T15:00:00.000Z'));
  fireEvent.change(await screen.findByLabelText('Subject'), { target: { value: 'Closed today' } });
  fireEvent.change(field('Message'), { target: { value: 'Ice on the roads.' } });
  fireEvent.change(field('To'), { target: { value: 'class_families:spanish_bites:::' } });
  await screen.findByText('Reaches 1 household, 1 address.');
  fireEvent.click(screen.getByRole('button', { name: 'Send…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send this message?' });
  expect(dialog.textContent).toContain('"Closed today" to Families of Spanish Bites (Grade 3), now.');
  expect(dialog.textContent).toContain('Reaches 1 household, 1 address.');

  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(sent.map((each) => each.operation)).not.toContain('SendAnnouncement');
  fireEvent.click(screen.getByRole('button', { name: 'Send…' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send now' }));
  expect(
    await screen.findByText('Sent to Families of Spanish Bites (Grade 3). Its deliveries show in Sent.'),
  ).toBeTruthy();
  expect(sent.find((each) => each.operation === 'SendAnnouncement')?.variables).toEqual({
    input: {
      subject: 'Closed today',
      body: 'Ice on the roads.',
      audience: { kind: 'class_families', classKey: 'spanish_bites' },
      urgent: false,
    },
  });
  expect(field('Subject').value).toBe('');
  expect(sessionStorage.length).toBe(0);
});

it("schedules at a time on the co-op's clock, urgent with its last day as the site's notice", async () => {
  const { sent } = renderWrite(() => sentAnswer('scheduled', '2027-03-01T15:00:00.000Z'));
  fireEvent.change(await screen.findByLabelText('Subject'), { target: { value: 'Closed today' } });
  fireEvent.change(field('Message'), { target: { value: 'Ice on the roads.' } });
  fireEvent.change(field('To'), { target: { value: 'families::::' } });
  fireEvent.click(screen.getByLabelText('Send at a set time'));
  expect(screen.getByText("The co-op's local time (America/Chicago).")).toBeTruthy();
  fireEvent.change(field('Send at'), { target: { value: '2027-03-01T09:00' } });
  fireEvent.click(screen.getByLabelText(/^Urgent/));
  fireEvent.change(field("Show as the site's notice until"), { target: { value: '2027-03-02' } });
  fireEvent.click(screen.getByRole('button', { name: 'Schedule…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Schedule this message?' });
  expect(dialog.textContent).toContain('on Mar 1, 2027, 9:00 AM.');
  expect(dialog.textContent).toContain("It shows as the site's notice until the end of March 2, 2027.");
  fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
  expect(
    await screen.findByText(
      'Scheduled for Mar 1, 2027, 9:00 AM, to All families. You can cancel it in Sent until then.',
    ),
  ).toBeTruthy();
  // 09:00 in Chicago in March, before daylight saving time starts: 15:00 UTC.
  expect(sent.find((each) => each.operation === 'SendAnnouncement')?.variables).toMatchObject({
    input: { sendAt: '2027-03-01T15:00:00.000Z', urgent: true, noticeUntil: '2027-03-02' },
  });
});

it('keeps the draft when the server refuses it, with its reason by the field, and after a reload', async () => {
  renderWrite(() => ({ error: announcementMessages.subjectTooLong }));
  fireEvent.change(await screen.findByLabelText('Subject'), { target: { value: 'Closed today' } });
  fireEvent.change(field('Message'), { target: { value: 'Ice on the roads.' } });
  fireEvent.change(field('To'), { target: { value: 'families::::' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send…' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send now' }));
  expect((await screen.findByText(announcementMessages.subjectTooLong)).getAttribute('role')).toBe('alert');
  expect(field('Subject').value).toBe('Closed today');
  expect(field('Message').value).toBe('Ice on the roads.');

  cleanup();
  renderWrite(() => ({ error: 'not sent' }));
  expect(((await screen.findByLabelText('Subject')) as HTMLInputElement).value).toBe('Closed today');
  expect(field('To').value).toBe('families::::');
});

it("offers a teacher their classes' families and no urgent notice, which is the administrators' to give", async () => {
  renderWrite(() => ({ error: 'not sent' }), { ...admin, role: 'teacher' }, [choices[1]]);
  const to = (await screen.findByLabelText('To')) as HTMLSelectElement;
  expect([...to.options].map((option) => option.text)).toEqual([
    'Choose who receives it',
    'Families of Spanish Bites (Grade 3)',
  ]);
  expect(screen.queryByLabelText(/^Urgent/)).toBeNull();
});
