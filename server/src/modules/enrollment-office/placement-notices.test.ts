import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogOnDisk, siteDetailsOnDisk } from '../../test-support/content-on-disk';
import {
  enrollThroughForm,
  placementOf,
  setSeats,
  setStatus,
  uniqueEmail,
  uniqueName,
} from '../../test-support/enrollments';
import { TestApp, type GraphqlAnswer } from '../../test-support/test-app';
import { Role } from '../accounts';
import { offsetMinutes, zonedTimeToUtc } from '../catalog';
import { OutboxMessage } from '../mail';
import { digestContents } from './digest-contents';
import { defaultDigestSettings, EnrollmentDigest } from './enrollment-digest';

const withdrawMine = (app: TestApp, token: string, placementId: string) =>
  app.graphql(
    'mutation($id: ID!) { withdrawMyPlacement(placementId: $id) { status since } }',
    { id: placementId },
    token,
  );

const chooseNotices = (app: TestApp, token: string | undefined, choice: string) =>
  app.graphql(
    'mutation($choice: PlacementNotices!) { setPlacementNotices(choice: $choice) { placementNotices } }',
    { choice },
    token,
  );

const readNotices = (app: TestApp, token: string | undefined) =>
  app.graphql('{ officeSettings { placementNotices } }', {}, token);

const noticesTo = (app: TestApp) =>
  app.app.db.manager.find(OutboxMessage, {
    where: { kind: 'placement_to_office' },
    order: { createdAt: 'ASC', recipient: 'ASC' },
  });

const outcome = (answer: GraphqlAnswer) => answer.errors?.[0]?.extensions?.code ?? 'OK';

/**
 * An app with a second administrator and a family (signed in with the enrollment's e-mail) holding a seat in
 * Math (Grade 1) for each student named.
 */
async function officeWithFamily(app: TestApp) {
  const admin = await app.adminToken();
  const second = await app.seedUser({ role: Role.admin, email: `second-admin-${randomUUID()}@example.test` });
  const family = { name: 'Ana Parent', email: uniqueEmail('family') };
  const parent = await app.seedUser({ role: Role.parent, ...family });
  const enroll = async () => {
    const student = uniqueName('Leo');
    await enrollThroughForm(app, { parentEmail: family.email, studentName: student, classes: ['math_1st'] });
    return { student, placementId: (await placementOf(app, admin, 'math_1st', student)).placementId as string };
  };
  return {
    admin,
    administrators: [app.config.admin.email, second.user.email].sort(),
    /** The administrator who is not the one acting through `admin`. */
    other: second.user.email,
    family,
    parentToken: parent.token!,
    enroll,
  };
}

describe('placement changes, told at once (the default; this app sends no morning digest)', () => {
  let app: TestApp;
  let office: Awaited<ReturnType<typeof officeWithFamily>>;

  beforeAll(async () => {
    app = await TestApp.start();
    office = await officeWithFamily(app);
  });
  afterAll(() => app?.stop());

  it("mail every administrator when a family withdraws: the student, the class, who, when on the co-op's clock, and the roster's link", async () => {
    expect((await readNotices(app, office.admin)).data.officeSettings).toEqual({ placementNotices: 'at_once' });
    const { student, placementId } = await office.enroll();
    const withdrawn = await withdrawMine(app, office.parentToken, placementId);
    expect(withdrawn.errors).toBeUndefined();

    const notices = await noticesTo(app);
    expect(notices.map((notice) => notice.recipient)).toEqual(office.administrators);
    const [notice] = notices;
    expect(notice.subject).toBe(`Ana Parent (${office.family.email}) withdrew ${student} from Math (Grade 1)`);
    // Read back on the co-op's clock, the time in the message is the withdrawal's to the minute.
    const when = /on (\w+, \w+ \d{1,2}, \d{4}) at (\d{1,2}):(\d{2}) (AM|PM) (C[SD]T)\./.exec(notice.text);
    expect(when, notice.text).not.toBeNull();
    expect(notice.text).toContain(`Ana Parent (${office.family.email}) withdrew ${student} from Math (Grade 1) on `);
    const since = new Date(withdrawn.data.withdrawMyPlacement.since);
    const chicago = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      dateStyle: 'full',
    }).format(since);
    expect(when![1]).toBe(chicago);
    const hour = (Number(when![2]) % 12) + (when![4] === 'PM' ? 12 : 0);
    const wall = new Date(since.getTime() + offsetMinutes(since.getTime(), 'America/Chicago') * 60_000);
    expect([hour, Number(when![3])]).toEqual([wall.getUTCHours(), wall.getUTCMinutes()]);
    expect(notice.text).toContain(
      `Open the roster of Math (Grade 1): ${app.config.siteUrl}/secure/office/enrollments?class=math_1st`,
    );
  });

  it("mail the other administrators of an administrator's move, not the one who made it, and the family is told", async () => {
    const { student, placementId } = await office.enroll();
    const before = (await noticesTo(app)).length;
    expect((await setStatus(app, office.admin, placementId, 'confirmed')).errors).toBeUndefined();
    expect((await setStatus(app, office.admin, placementId, 'withdrawn')).errors).toBeUndefined();
    const told = (await noticesTo(app)).slice(before);
    expect(told.map((notice) => [notice.recipient, notice.subject])).toEqual([
      [office.other, `Administrator confirmed ${student}'s seat in Math (Grade 1)`],
      [office.other, `Administrator withdrew ${student} from Math (Grade 1)`],
    ]);
    const toFamily = await app.app.db.manager.countBy(OutboxMessage, {
      kind: 'placement_withdrawn',
      recipient: office.family.email,
    });
    expect(toFamily).toBe(2);
  });

  it('tell a promotion from the waitlist with the withdrawal that caused it, in one message', async () => {
    const admin = office.admin;
    expect((await setSeats(app, admin, 'reading_1st', 1)).errors).toBeUndefined();
    const first = uniqueName('Ivy');
    const waiting = uniqueName('Max');
    for (const studentName of [first, waiting])
      await enrollThroughForm(app, { parentEmail: office.family.email, studentName, classes: ['reading_1st'] });
    const { placementId } = await placementOf(app, admin, 'reading_1st', first);
    const before = (await noticesTo(app)).length;
    expect((await withdrawMine(app, office.parentToken, placementId)).errors).toBeUndefined();
    const told = (await noticesTo(app)).slice(before);
    expect(told.map((notice) => [notice.recipient, notice.subject])).toEqual(
      office.administrators.map((to) => [to, '2 placement changes in Reading (Grade 1)']),
    );
    expect(told[0].text).toContain(`- Ana Parent (${office.family.email}) withdrew ${first} from Reading (Grade 1), `);
    expect(told[0].text).toContain(`- ${waiting} moved up from the waitlist of Reading (Grade 1), `);
  });

  it('still go at once when the digest is chosen but this server sends no digest, so none is lost', async () => {
    expect((await chooseNotices(app, office.admin, 'morning_digest')).errors).toBeUndefined();
    const { student, placementId } = await office.enroll();
    expect((await withdrawMine(app, office.parentToken, placementId)).errors).toBeUndefined();
    const subjects = (await noticesTo(app)).map((notice) => notice.subject);
    expect(subjects).toContain(`Ana Parent (${office.family.email}) withdrew ${student} from Math (Grade 1)`);
  });
});

describe('placement changes in the morning digest', () => {
  let app: TestApp;
  let office: Awaited<ReturnType<typeof officeWithFamily>>;
  const catalog = () => catalogOnDisk(app.config.contentDir);

  beforeAll(async () => {
    // The app's own digest runs (so the choice is honoured) on a clock stopped before 07:00; the test sends the
    // digest itself, at a time it picks.
    app = await TestApp.start({}, {}, { digest: { pollMs: 3_600_000, now: () => new Date('2026-11-26T12:00:00Z') } });
    office = await officeWithFamily(app);
  });
  afterAll(() => app?.stop());

  /** The first morning digest after `instant`, on the co-op's clock: the one that covers it. */
  function digestAfter(instant: Date): Date {
    const { timeZone } = catalog();
    const day = new Date(instant.getTime() + offsetMinutes(instant.getTime(), timeZone) * 60_000)
      .toISOString()
      .slice(0, 10);
    const next = new Date(Date.parse(`${day}T12:00:00Z`) + 24 * 3600_000).toISOString().slice(0, 10);
    const seven = [day, next]
      .map((each) => zonedTimeToUtc(each, '07:00', timeZone))
      .find((at) => at > instant.getTime());
    return new Date(seven! + 5 * 60_000);
  }

  function digestWorker(): EnrollmentDigest {
    const classes = new Map(catalog().classes.map((item) => [item.key, item]));
    const mail = { site: siteDetailsOnDisk(app.config.contentDir), siteUrl: app.config.siteUrl, adminNotify: true };
    return new EnrollmentDigest(
      app.app.db,
      mail,
      () => catalog().timeZone,
      digestContents(() => classes),
      defaultDigestSettings,
      () => {},
    );
  }

  it('list every placement change in the next digest, under Placement changes, an administrator’s own left out of their copy, and mail none at once', async () => {
    expect(outcome(await chooseNotices(app, office.admin, 'morning_digest'))).toBe('OK');
    expect((await readNotices(app, office.admin)).data.officeSettings).toEqual({ placementNotices: 'morning_digest' });
    const mine = await office.enroll();
    const byOffice = await office.enroll();
    const withdrawn = await withdrawMine(app, office.parentToken, mine.placementId);
    expect(withdrawn.errors).toBeUndefined();
    expect((await setStatus(app, office.admin, byOffice.placementId, 'withdrawn')).errors).toBeUndefined();
    expect(await noticesTo(app)).toEqual([]);

    expect(await digestWorker().runDue(digestAfter(new Date(withdrawn.data.withdrawMyPlacement.since)))).toBe(true);
    const digests = await app.app.db.manager.find(OutboxMessage, {
      where: { kind: 'enrollment_digest' },
      order: { recipient: 'ASC' },
    });
    expect(digests.map((digest) => digest.recipient)).toEqual(office.administrators);
    const copies = new Map(digests.map((digest) => [digest.recipient, digest]));
    const acting = copies.get(app.config.admin.email)!;
    const other = copies.get(office.other)!;
    expect(acting.subject).toMatch(/^2 new enrollments and 1 placement change for /);
    expect(other.subject).toMatch(/^2 new enrollments and 2 placement changes for /);
    const familyLine = `- Ana Parent (${office.family.email}) withdrew ${mine.student} from Math (Grade 1), `;
    const officeLine = `- Administrator withdrew ${byOffice.student} from Math (Grade 1), `;
    expect(acting.text.split('\n\nPlacement changes\n\n')[1]).toContain(familyLine);
    expect(acting.text).not.toContain(officeLine);
    expect(other.text.split('\n\nPlacement changes\n\n')[1]).toContain(officeLine);
  });

  it('go at once again for changes made after the administrators switch back', async () => {
    expect(outcome(await chooseNotices(app, office.admin, 'at_once'))).toBe('OK');
    const { student, placementId } = await office.enroll();
    expect((await withdrawMine(app, office.parentToken, placementId)).errors).toBeUndefined();
    const notices = await noticesTo(app);
    expect(notices.map((notice) => [notice.recipient, notice.subject])).toEqual(
      office.administrators.map((to) => [
        to,
        `Ana Parent (${office.family.email}) withdrew ${student} from Math (Grade 1)`,
      ]),
    );
  });
});

describe('who may read and change how placement changes are told', () => {
  let app: TestApp;
  const tokens: Record<string, string | undefined> = {};

  beforeAll(async () => {
    app = await TestApp.start();
    tokens.admin = await app.adminToken();
    tokens.parent = (await app.seedUser({ role: Role.parent })).token;
    tokens.teacher = (await app.seedUser({ role: Role.teacher })).token;
    tokens.anonymous = undefined;
  });
  afterAll(() => app?.stop());

  it('administrators only; a refused change changes nothing', async () => {
    const roles = ['anonymous', 'parent', 'teacher', 'admin'];
    const expected = { anonymous: 'UNAUTHENTICATED', parent: 'FORBIDDEN', teacher: 'FORBIDDEN', admin: 'OK' };
    const reads: Record<string, string> = {};
    const changes: Record<string, string> = {};
    for (const role of roles) {
      reads[role] = outcome(await readNotices(app, tokens[role]));
      if (role !== 'admin') changes[role] = outcome(await chooseNotices(app, tokens[role], 'morning_digest'));
    }
    expect(reads).toEqual(expected);
    expect(changes).toEqual({ anonymous: 'UNAUTHENTICATED', parent: 'FORBIDDEN', teacher: 'FORBIDDEN' });
    expect((await readNotices(app, tokens.admin)).data.officeSettings.placementNotices).toBe('at_once');

    const changed = await chooseNotices(app, tokens.admin, 'morning_digest');
    expect(changed.data.setPlacementNotices).toEqual({ placementNotices: 'morning_digest' });
    expect((await readNotices(app, tokens.admin)).data.officeSettings.placementNotices).toBe('morning_digest');
    expect(outcome(await chooseNotices(app, tokens.admin, 'weekly'))).toBe('BAD_USER_INPUT');
  });
});
