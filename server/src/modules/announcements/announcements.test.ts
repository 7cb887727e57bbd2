import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementMessages, messagesInboxPath } from '@coop/contract';
import { seedFamily } from '../../test-support/families';
import { TestApp } from '../../test-support/test-app';
import { Role, UserStatus } from '../accounts';
import { ClassTeacher } from '../enrollment-office';
import { MailPreference, OutboxMessage } from '../mail';
import { Announcement } from '.';

// Announcements over the real GraphQL API and database: sending to one class's families, the inbox and its read
// state, scheduling with two instances claiming, the urgent notice, and what each role may do.

let app: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

const fields = `id ref subject body state sendAt sentAt urgent noticeUntil author
  audience { kind classKey label } reach { households addresses accounts stopped } delivery { queued sent failed }`;

const send = (token: string | undefined, input: Record<string, unknown>) =>
  app.graphql(
    `mutation($input: SendAnnouncementInput!) { sendAnnouncement(input: $input) { ${fields} } }`,
    { input },
    token,
  );

const toMath = { kind: 'class_families', classKey: 'math_1st' };
const note = (extra: Record<string, unknown> = {}) => ({
  subject: 'No class Thursday',
  body: 'Math **does not** meet on Thursday.',
  audience: toMath,
  ...extra,
});

const outboxOf = (id: string) =>
  app.app.db.manager.find(OutboxMessage, { where: { ref: `announcement:${id}` }, order: { recipient: 'ASC' } });

const inboxOf = async (token: string) => {
  const answer = await app.graphql(
    '{ inbox(first: 10) { edges { node { id subject author urgent read } } } unreadAnnouncements }',
    {},
    token,
  );
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return {
    messages: answer.data.inbox.edges.map((edge: any) => edge.node),
    unread: answer.data.unreadAnnouncements as number,
  };
};

beforeAll(async () => {
  app = await TestApp.start();
  tokens.admin = await app.adminToken();
  const seed = async (name: string, role: Role, email: string) => {
    const seeded = await app.seedUser({ role, name, email, status: UserStatus.approved });
    ids[name] = seeded.user.id;
    tokens[name] = seeded.token!;
  };
  await seed('teacher', Role.teacher, 'teacher@example.test');
  await seed('otherTeacher', Role.teacher, 'other-teacher@example.test');
  await seed('parentA', Role.parent, 'parent-a@example.test');
  await seed('parentB', Role.parent, 'parent-b@example.test');
  await seed('outsider', Role.parent, 'outsider@example.test');
  await app.app.db.write(async (manager) => {
    await manager.insert(ClassTeacher, { classKey: 'math_1st', userId: ids.teacher });
    // Three children in math, two guardians, the parents' form address too: one household.
    await seedFamily(manager, {
      guardianIds: [ids.parentA, ids.parentB],
      formAddresses: ['parent-a@example.test', 'family-a-forms@example.test'],
      children: [
        { places: { math_1st: 'held' } },
        { places: { math_1st: 'confirmed' } },
        { places: { math_1st: 'waitlisted' } },
      ],
    });
    await seedFamily(manager, {
      formAddresses: ['family-b@example.test'],
      children: [{ places: { math_1st: 'held' } }],
    });
    await seedFamily(manager, {
      formAddresses: ['family-c@example.test'],
      children: [{ places: { math_1st: 'withdrawn', reading_1st: 'held' } }],
    });
  });
});

afterAll(() => app.stop());

describe('sending to one class', () => {
  it('reaches each household once, by mail through the outbox and in their inboxes', async () => {
    const reach = await app.graphql(
      'query($a: AnnouncementAudienceInput!) { announcementReach(audience: $a) { households addresses accounts stopped } }',
      { a: toMath },
      tokens.admin,
    );
    expect(reach.data.announcementReach).toEqual({ households: 2, addresses: 4, accounts: 2, stopped: 0 });

    const answer = await send(tokens.admin, note());
    expect(answer.errors).toBeUndefined();
    const sent = answer.data.sendAnnouncement;
    expect(sent).toMatchObject({
      state: 'sent',
      ref: `announcement:${sent.id}`,
      audience: { kind: 'class_families', classKey: 'math_1st', label: 'Families of Math (Grade 1)' },
      reach: { households: 2, addresses: 4, accounts: 2, stopped: 0 },
      delivery: { queued: 4, sent: 0, failed: 0 },
    });
    const mails = await outboxOf(sent.id);
    expect(mails.map((mail) => mail.recipient)).toEqual([
      'family-a-forms@example.test',
      'family-b@example.test',
      'parent-a@example.test',
      'parent-b@example.test',
    ]);
    for (const mail of mails) {
      expect(mail).toMatchObject({ kind: 'announcement', subject: 'No class Thursday', state: 'queued' });
      expect(mail.unsubscribeUrl).toMatch(/^https?:\/\/[^/]+\/preferences\?token=/);
      expect(mail.text).toContain('Math **does not** meet on Thursday.');
      expect(mail.html).toContain('<strong>does not</strong>');
      // The reader can stop announcements from the message itself, with their own link, no account needed.
      expect(mail.text).toContain(`Mail preferences: ${mail.unsubscribeUrl}`);
      expect(mail.html).toContain(`<a href="${mail.unsubscribeUrl}">Mail preferences</a>`);
    }
    expect(new Set(mails.map((mail) => mail.unsubscribeUrl)).size).toBe(mails.length);
    for (const token of [tokens.parentA, tokens.parentB]) {
      expect(await inboxOf(token)).toEqual({
        messages: [{ id: sent.id, subject: 'No class Thursday', author: 'Administrator', urgent: false, read: false }],
        unread: 1,
      });
    }
    expect((await inboxOf(tokens.outsider)).messages).toEqual([]);
  });

  it('does not mail an address that stopped announcements, and counts it; its inbox still has it', async () => {
    await app.app.db.write((manager) =>
      manager.upsert(
        MailPreference,
        {
          address: 'parent-b@example.test',
          token: 'b'.repeat(32),
          announcementsStopped: true,
          changedAt: new Date(),
          createdAt: new Date(),
        },
        ['address'],
      ),
    );
    const { data } = await send(tokens.admin, note({ subject: 'Stopped' }));
    expect(data.sendAnnouncement.reach).toEqual({ households: 2, addresses: 4, accounts: 2, stopped: 1 });
    const recipients = (await outboxOf(data.sendAnnouncement.id)).map((mail) => mail.recipient);
    expect(recipients).toHaveLength(3);
    expect(recipients).not.toContain('parent-b@example.test');
    expect((await inboxOf(tokens.parentB)).messages[0].subject).toBe('Stopped');
    await app.app.db.write((manager) => manager.delete(MailPreference, { address: 'parent-b@example.test' }));
  });

  it("renders the body's markdown without letting HTML or script through", async () => {
    const body =
      'Hi <script>alert(1)</script> <b onclick="x()">bold</b> [click](javascript:alert(2)) [ok](https://example.org)';
    const { data } = await send(tokens.admin, note({ body }));
    const [mail] = await outboxOf(data.sendAnnouncement.id);
    expect(mail.text).toContain(body);
    expect(mail.html).not.toMatch(/<script|<b |javascript:/i);
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('<a href="https://example.org">ok</a>');
  });
});

describe('the inbox', () => {
  it('marks a message read and unread again; the attention panel counts the unread', async () => {
    const { data } = await send(tokens.admin, note({ subject: 'Picture day' }));
    const id = data.sendAnnouncement.id;
    const attention = async () =>
      (await app.graphql('{ attention { kind text href } }', {}, tokens.parentA)).data.attention[0];
    const before = (await inboxOf(tokens.parentA)).unread;
    expect(await attention()).toEqual({
      kind: 'UNREAD_MESSAGES',
      text: `You have ${before} unread messages.`,
      href: messagesInboxPath,
    });
    const mark = (read: boolean, token = tokens.parentA) =>
      app.graphql(
        'mutation($id: ID!, $read: Boolean!) { markAnnouncementRead(id: $id, read: $read) { id read } }',
        { id, read },
        token,
      );
    expect((await mark(true)).data.markAnnouncementRead).toEqual({ id, read: true });
    expect((await inboxOf(tokens.parentA)).unread).toBe(before - 1);
    // The other guardian's copy is theirs: still unread.
    expect((await inboxOf(tokens.parentB)).messages.find((message: any) => message.id === id).read).toBe(false);
    expect((await mark(false)).data.markAnnouncementRead.read).toBe(false);
    expect((await inboxOf(tokens.parentA)).unread).toBe(before);
    // A message not in one's inbox is not found.
    expect((await mark(true, tokens.outsider)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('pages newest first', async () => {
    const first = await app.graphql(
      '{ inbox(first: 1) { edges { node { subject } } pageInfo { hasNextPage endCursor } } }',
      {},
      tokens.parentA,
    );
    expect(first.data.inbox.edges[0].node.subject).toBe('Picture day');
    expect(first.data.inbox.pageInfo.hasNextPage).toBe(true);
    const next = await app.graphql(
      'query($after: String) { inbox(first: 1, after: $after) { edges { node { subject } } } }',
      { after: first.data.inbox.pageInfo.endCursor },
      tokens.parentA,
    );
    expect(next.data.inbox.edges[0].node.subject).not.toBe('Picture day');
  });
});

describe('sending later', () => {
  it('waits, can be cancelled, and is sent once when two instances find it due at the same moment', async () => {
    const sendAt = new Date(Date.now() + 3600_000).toISOString();
    const later = (await send(tokens.admin, note({ subject: 'Field trip', sendAt }))).data.sendAnnouncement;
    expect(later).toMatchObject({ state: 'scheduled', sendAt, sentAt: null, reach: null });
    expect(await outboxOf(later.id)).toEqual([]);
    const cancelled = (await send(tokens.admin, note({ subject: 'Never mind', sendAt }))).data.sendAnnouncement;
    const cancel = (id: string) =>
      app.graphql('mutation($id: ID!) { cancelAnnouncement(id: $id) { state } }', { id }, tokens.admin);
    expect((await cancel(cancelled.id)).data.cancelAnnouncement.state).toBe('cancelled');

    // Its time comes: both instances look at once.
    await app.app.db.write((manager) =>
      manager.update(Announcement, { id: later.id }, { sendAt: new Date(Date.now() - 1000) }),
    );
    const other = await app.alongside();
    const sentBy = await Promise.all([app.app.announcements.sendDue(), other.app.announcements.sendDue()]);
    expect(sentBy.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await outboxOf(later.id)).toHaveLength(4);
    expect(await outboxOf(cancelled.id)).toEqual([]);
    expect((await inboxOf(tokens.parentB)).messages[0].subject).toBe('Field trip');
    expect(await app.app.announcements.sendDue()).toBe(0);

    const again = await cancel(later.id);
    expect(again.errors?.[0]).toMatchObject({
      message: announcementMessages.notScheduled,
      extensions: { code: 'CONFLICT' },
    });
  });
});

describe('an urgent message', () => {
  it("becomes the site's notice until the end of its last day", async () => {
    const answer = await send(tokens.admin, {
      subject: 'Closed today: ice',
      body: 'Stay home.',
      audience: { kind: 'everyone' },
      urgent: true,
      noticeUntil: '2099-01-31',
    });
    expect(answer.data.sendAnnouncement).toMatchObject({ urgent: true, noticeUntil: '2099-01-31', state: 'sent' });
    const notice = JSON.parse(app.app.content.stored('notice.json')!.body);
    // Midnight starting February 1 in Arkansas is 06:00 UTC.
    expect(notice).toEqual({ text: 'Closed today: ice', expires_at: '2099-02-01T06:00:00.000Z' });
  });

  it.each([
    [{ urgent: true }, announcementMessages.noticeUntilRequired],
    [{ urgent: true, noticeUntil: '2001-01-01' }, announcementMessages.noticeUntilInvalid],
    [{ subject: '  ' }, announcementMessages.subjectRequired],
    [{ body: '' }, announcementMessages.bodyRequired],
    [{ audience: { kind: 'class_families', classKey: 'no_such' } }, announcementMessages.classUnknown],
    [{ audience: { kind: 'group_families', group: 'nursery' } }, announcementMessages.groupUnknown],
    [{ sendAt: new Date(Date.now() + 400 * 86_400_000).toISOString() }, announcementMessages.sendAtTooFar],
  ])('refuses %o', async (change, message) => {
    const answer = await send(tokens.admin, note(change));
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('who may do what', () => {
  it('a teacher writes only to the families of a class they teach, sees only their own, marks nothing urgent', async () => {
    const choices = await app.graphql(
      '{ announcementAudiences { audience { kind classKey label } } }',
      {},
      tokens.teacher,
    );
    expect(choices.data.announcementAudiences).toEqual([
      { audience: { kind: 'class_families', classKey: 'math_1st', label: 'Families of Math (Grade 1)' } },
    ]);
    const own = await send(tokens.teacher, note({ subject: 'Bring a ruler' }));
    expect(own.data.sendAnnouncement).toMatchObject({ state: 'sent', author: expect.stringContaining('teacher') });
    for (const audience of [{ kind: 'class_families', classKey: 'reading_1st' }, { kind: 'families' }]) {
      const refused = await send(tokens.teacher, note({ audience }));
      expect(refused.errors?.[0]).toMatchObject({
        message: announcementMessages.notYourClass,
        extensions: { code: 'FORBIDDEN' },
      });
    }
    const urgent = await send(tokens.teacher, note({ urgent: true, noticeUntil: '2099-01-01' }));
    expect(urgent.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const listed = (token: string) =>
      app.graphql('{ announcements(first: 50) { edges { node { subject author } } } }', {}, token);
    expect((await listed(tokens.teacher)).data.announcements.edges.map((edge: any) => edge.node.subject)).toEqual([
      'Bring a ruler',
    ]);
    expect((await listed(tokens.otherTeacher)).data.announcements.edges).toEqual([]);
    expect((await listed(tokens.admin)).data.announcements.edges.length).toBeGreaterThan(3);
    const reach = await app.graphql(
      'query($a: AnnouncementAudienceInput!) { announcementReach(audience: $a) { households } }',
      { a: { kind: 'staff' } },
      tokens.teacher,
    );
    expect(reach.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('administrators choose every audience', async () => {
    const choices = await app.graphql('{ announcementAudiences { audience { kind label } } }', {}, tokens.admin);
    const kinds = new Set(choices.data.announcementAudiences.map((choice: any) => choice.audience.kind));
    expect(kinds).toEqual(
      new Set([
        'everyone',
        'families',
        'class_families',
        'grade_families',
        'group_families',
        'teachers',
        'staff',
        'households_where',
      ]),
    );
  });

  it('a parent writes nothing and reads only their own inbox; anonymous callers nothing at all', async () => {
    for (const token of [tokens.parentA, undefined]) {
      const code = token ? 'FORBIDDEN' : 'UNAUTHENTICATED';
      expect((await send(token, note())).errors?.[0].extensions?.code).toBe(code);
      for (const query of [
        '{ announcementAudiences { audience { kind } } }',
        '{ announcements { edges { cursor } } }',
      ]) {
        expect((await app.graphql(query, {}, token)).errors?.[0].extensions?.code).toBe(code);
      }
    }
    expect((await app.graphql('{ inbox { edges { cursor } } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.graphql('{ unreadAnnouncements }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await inboxOf(tokens.parentA)).messages.length).toBeGreaterThan(0);
  });
});
