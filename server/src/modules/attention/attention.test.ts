import { enrollmentsPath, pendingAccountsPath, sitePaths } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollThroughForm, setSeats, uniqueEmail, uniqueName } from '../../test-support/enrollments';
import { liveServer, replacedDocuments } from '../../test-support/go-live-content';
import { adminCredentials, TestApp, type GraphqlAnswer } from '../../test-support/test-app';
import { Role, User, UserStatus } from '../accounts';
import { BackupRun } from '../backup';
import { ClassSetting } from '../enrollment-office';
import { OutboxMessage } from '../mail';

// "Needs your attention" for each role, over the real app. The clock the lines read the next meetings by is fixed
// on Monday, September 14, 2026 at 10:00 in Chicago; everything else (enrollments, backups) runs on the real clock.
const monday = new Date('2026-09-14T15:00:00Z');
const attentionQuery = '{ attention { kind text href done } }';
const seenMutation = 'mutation { enrollmentsSeen }';

type Line = { kind: string; text: string; href: string; done: boolean };

const outcome = (answer: GraphqlAnswer) => answer.errors?.[0]?.extensions?.code ?? 'OK';

async function attentionOf(of: TestApp, token: string | undefined): Promise<Line[]> {
  const answer = await of.graphql(attentionQuery, {}, token);
  expect(answer.errors).toBeUndefined();
  return answer.data.attention;
}

/** A day and time as Chicago's clocks show an instant, written independently of the code under test. */
function chicago(at: Date): string {
  const day = at.toLocaleDateString('en-US', {
    timeZone: 'America/Chicago',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
  const time = at.toLocaleTimeString('en-US', { timeZone: 'America/Chicago', hour: 'numeric', minute: '2-digit' });
  return `${day} at ${time}`;
}

const goLiveCount = async (of: TestApp, token: string) =>
  ((await of.graphql('{ goLiveChecklist { what } }', {}, token)).data.goLiveChecklist as unknown[]).length;

/** How many SQL statements one attention request runs, right after another so no session is due a touch. */
async function statementsFor(of: TestApp, token: string | undefined): Promise<number> {
  await attentionOf(of, token);
  const before = of.queryCount;
  await attentionOf(of, token);
  return of.queryCount - before;
}

describe('on a settled product', () => {
  let settled: TestApp;
  let admin: string;

  beforeAll(async () => {
    settled = await TestApp.start({}, liveServer, { attention: { now: () => monday } });
    admin = await settled.adminToken();
    await settled.app.content.importDocuments(replacedDocuments());
  });
  afterAll(() => settled?.stop());

  it('an administrator reads seven lines, each saying that nothing is left to do', async () => {
    const { nextAt } = (await settled.graphql('{ backupStatus { nextAt } }', {}, admin)).data.backupStatus;
    expect(await attentionOf(settled, admin)).toEqual([
      {
        kind: 'ACCOUNTS_WAITING',
        text: 'No accounts are waiting for approval.',
        href: pendingAccountsPath,
        done: true,
      },
      { kind: 'NEW_ENROLLMENTS', text: 'No enrollments have come in yet.', href: enrollmentsPath, done: true },
      {
        kind: 'FREE_SEATS',
        text: 'No class has a free seat while students wait on its waitlist.',
        href: enrollmentsPath,
        done: true,
      },
      {
        kind: 'FAILED_MAIL',
        text: 'No message in the outbox failed to send.',
        href: '/secure/system/outbox',
        done: true,
      },
      {
        kind: 'BACKUP',
        text: `No backup has been taken yet; the first is due on ${chicago(new Date(nextAt))}.`,
        href: '/secure/system/backups',
        done: true,
      },
      {
        kind: 'GO_LIVE',
        text: 'Nothing is left to do before going live.',
        href: '/secure/site/content?section=checklist',
        done: true,
      },
      {
        kind: 'VOLUNTEER_HOURS',
        text: 'No household is short of its volunteer hours.',
        href: '/secure/volunteering/hours',
        done: true,
      },
      {
        kind: 'ATTENDANCE',
        text: 'No class meeting of Monday, September 14 waits for its attendance.',
        href: '/secure/attendance/daily?date=2026-09-14',
        done: true,
      },
    ]);
  });

  it('once a backup succeeded, the backup line says when, in the co-op’s time zone', async () => {
    const finishedAt = new Date(Date.now() - 3 * 3600_000);
    await settled.app.db.write((manager) =>
      manager.insert(BackupRun, {
        slot: '2031-01-02',
        runId: 'run-good',
        startedAt: new Date(finishedAt.getTime() - 60_000),
        finishedAt,
        outcome: 'succeeded',
        archiveName: 'coop-2031-01-02T080000Z.tar.gz',
        archiveSize: 1000,
        error: null,
        overdueMailedAt: null,
      }),
    );
    const backup = (await attentionOf(settled, admin)).find((line) => line.kind === 'BACKUP');
    expect(backup).toEqual({
      kind: 'BACKUP',
      text: `The last backup finished on ${chicago(finishedAt)}.`,
      href: '/secure/system/backups',
      done: true,
    });
  });
});

describe('on a server that takes no scheduled backups', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await TestApp.start({ backupSchedule: 'off' });
  });
  afterAll(() => app?.stop());

  it('asks for a backup until one has been taken by hand, then says when it finished', async () => {
    const admin = await app.adminToken();
    const backupLine = async () => (await attentionOf(app, admin)).find((line) => line.kind === 'BACKUP');
    expect(await backupLine()).toEqual({
      kind: 'BACKUP',
      text: 'The server takes no scheduled backups, and none has been taken.',
      href: '/secure/system/backups',
      done: false,
    });
    const finishedAt = new Date(Date.now() - 3600_000);
    await app.app.db.write((manager) =>
      manager.insert(BackupRun, {
        slot: '2031-02-03',
        runId: 'run-by-hand',
        startedAt: new Date(finishedAt.getTime() - 60_000),
        finishedAt,
        outcome: 'succeeded',
        archiveName: 'coop-2031-02-03T080000Z.tar.gz',
        archiveSize: 1000,
        error: null,
        overdueMailedAt: null,
      }),
    );
    expect(await backupLine()).toMatchObject({
      text: `The last backup finished on ${chicago(finishedAt)}.`,
      done: true,
    });
  });
});

describe('on a product in use', () => {
  let app: TestApp;
  const tokens = {} as Record<
    'admin' | 'otherAdmin' | 'teacher' | 'otherTeacher' | 'parent' | 'waitingParent' | 'newParent',
    string
  >;
  const ownerEmail = uniqueEmail('owner');
  const waitingEmail = uniqueEmail('waiting');
  const teacherEmail = uniqueEmail('teacher');
  const leo = uniqueName('Leo');
  const ada = uniqueName('Ada');
  const mia = uniqueName('Mia');
  const kai = uniqueName('Kai');
  const zed = uniqueName('Zed');
  const tia = uniqueName('Tia');
  let teacherId: string;
  let resetToken: string;

  const assign = (classKey: string, ids: string[]) =>
    app.graphql(
      'mutation($classKey: String!, $ids: [ID!]!) { setClassTeachers(classKey: $classKey, teacherIds: $ids) { classKey } }',
      { classKey, ids },
      tokens.admin,
    );

  /** Seats changed straight in the database, where the waitlist does not move up by itself. */
  const seatsInDatabase = (classKey: string, seats: number) =>
    app.app.db.write((manager) => manager.update(ClassSetting, { classKey }, { seats }));

  beforeAll(async () => {
    app = await TestApp.start({}, {}, { attention: { now: () => monday } });
    tokens.admin = await app.adminToken();
    tokens.otherAdmin = (await app.seedUser({ role: Role.admin })).token!;
    const teacher = await app.seedUser({ role: Role.teacher, email: teacherEmail });
    teacherId = teacher.user.id;
    tokens.teacher = teacher.token!;
    tokens.otherTeacher = (await app.seedUser({ role: Role.teacher })).token!;
    tokens.parent = (await app.seedUser({ role: Role.parent, email: ownerEmail.toUpperCase() })).token!;
    tokens.waitingParent = (await app.seedUser({ role: Role.parent, email: waitingEmail })).token!;
    tokens.newParent = (await app.seedUser({ role: Role.parent })).token!;
    resetToken = (await app.seedUser({ role: Role.parent, status: UserStatus.password_reset_required })).token!;
    await app.seedUser({ status: UserStatus.pending });
    await app.seedUser({ status: UserStatus.pending });

    for (const classKey of ['reading_1st', 'math_1st'])
      expect((await assign(classKey, [teacherId])).errors).toBeUndefined();
    expect((await setSeats(app, tokens.admin, 'math_1st', 2)).errors).toBeUndefined();
    expect((await setSeats(app, tokens.admin, 'reading_2nd', 1)).errors).toBeUndefined();
    await enrollThroughForm(app, { parentEmail: ownerEmail, studentName: leo, classes: ['reading_1st', 'math_1st'] });
    await enrollThroughForm(app, { parentEmail: ownerEmail, studentName: ada, classes: ['science_1st_2nd'] });
    await enrollThroughForm(app, { parentEmail: uniqueEmail('other'), studentName: mia, classes: ['math_1st'] });
    await enrollThroughForm(app, { parentEmail: waitingEmail, studentName: kai, classes: ['math_1st'] });
    // Children enrolled under an administrator's and a teacher's own addresses: their lines stay their role's.
    await enrollThroughForm(app, { parentEmail: adminCredentials.email, studentName: zed, classes: ['reading_2nd'] });
    await enrollThroughForm(app, { parentEmail: teacherEmail, studentName: tia, classes: ['reading_2nd'] });
    await seatsInDatabase('math_1st', 3);

    // Math's Tuesday meeting is cancelled and Reading's meets in the library that day.
    const current = app.app.content.stored('schedule-changes.json')!;
    const changes = [
      { id: 'math_1st-2026-09-15', class_key: 'math_1st', date: '2026-09-15', kind: 'cancelled' },
      { id: 'reading_1st-2026-09-15', class_key: 'reading_1st', date: '2026-09-15', kind: 'room', location: 'Library' },
    ];
    const saved = await app.graphql(
      'mutation($input: SaveContentInput!) { saveContentDocument(input: $input) { revision } }',
      { input: { key: 'schedule-changes.json', body: JSON.stringify(changes), baseRevision: current.revision } },
      tokens.admin,
    );
    expect(saved.errors).toBeUndefined();

    const [message] = await app.app.db.manager.find(OutboxMessage, { take: 1 });
    await app.app.db.write((manager) => manager.update(OutboxMessage, { id: message.id }, { state: 'failed' }));
    await app.app.db.write((manager) =>
      manager.insert(BackupRun, {
        slot: '2026-09-13',
        runId: 'run-failed',
        startedAt: new Date(Date.now() - 3600_000),
        finishedAt: new Date(),
        outcome: 'failed',
        archiveName: null,
        archiveSize: null,
        error: 'No space left on device',
        overdueMailedAt: null,
      }),
    );
  });
  afterAll(() => app?.stop());

  describe('administrators', () => {
    it('read the seven lines with what waits and where each is handled', async () => {
      expect(await attentionOf(app, tokens.admin)).toEqual([
        {
          kind: 'ACCOUNTS_WAITING',
          text: '2 accounts are waiting for approval.',
          href: '/secure/dashboard?tab=users&group=pending',
          done: false,
        },
        {
          kind: 'NEW_ENROLLMENTS',
          text: 'You have 6 new enrollments to look at.',
          href: '/secure/office/enrollments',
          done: false,
        },
        {
          kind: 'FREE_SEATS',
          text: 'Math (Grade 1) has 1 free seat while 1 student waits on its waitlist.',
          href: '/secure/office/enrollments?class=math_1st',
          done: false,
        },
        {
          kind: 'FAILED_MAIL',
          text: '1 message in the outbox failed to send.',
          href: '/secure/system/outbox',
          done: false,
        },
        {
          kind: 'BACKUP',
          text: 'The backup of Sunday, September 13 failed.',
          href: '/secure/system/backups',
          done: false,
        },
        {
          kind: 'GO_LIVE',
          text: `${await goLiveCount(app, tokens.admin)} things are left to do before going live.`,
          href: '/secure/site/content?section=checklist',
          done: false,
        },
        {
          kind: 'VOLUNTEER_HOURS',
          text: 'No household is short of its volunteer hours.',
          href: '/secure/volunteering/hours',
          done: true,
        },
        {
          kind: 'ATTENDANCE',
          text: 'No class meeting of Monday, September 14 waits for its attendance.',
          href: '/secure/attendance/daily?date=2026-09-14',
          done: true,
        },
      ]);
    });

    it('count the enrollments since each of them last looked at the Enrollments tab', async () => {
      const enrollments = async (token: string) =>
        (await attentionOf(app, token)).find((line) => line.kind === 'NEW_ENROLLMENTS')!;
      expect(await app.graphql(seenMutation, {}, tokens.admin)).toMatchObject({ data: { enrollmentsSeen: true } });
      expect(await enrollments(tokens.admin)).toEqual({
        kind: 'NEW_ENROLLMENTS',
        text: 'No enrollments have come in since you last looked.',
        href: enrollmentsPath,
        done: true,
      });
      expect((await enrollments(tokens.otherAdmin)).text).toBe('You have 6 new enrollments to look at.');

      await enrollThroughForm(app, {
        parentEmail: uniqueEmail('late'),
        studentName: uniqueName('Bo'),
        classes: ['science_1st_2nd'],
      });
      expect(await enrollments(tokens.admin)).toMatchObject({
        text: 'You have 1 new enrollment to look at.',
        done: false,
      });
      expect((await enrollments(tokens.otherAdmin)).text).toBe('You have 7 new enrollments to look at.');
    });

    it('name the classes with free seats and link to the Enrollments tab once there are several', async () => {
      await seatsInDatabase('reading_2nd', 2);
      try {
        const seats = (await attentionOf(app, tokens.admin)).find((line) => line.kind === 'FREE_SEATS');
        expect(seats).toEqual({
          kind: 'FREE_SEATS',
          text: '2 classes have free seats while students wait on their waitlists: Reading (Grade 2) and Math (Grade 1).',
          href: enrollmentsPath,
          done: false,
        });
      } finally {
        await seatsInDatabase('reading_2nd', 1);
      }
    });

    it('cost the same few SQL statements however many classes have free seats', async () => {
      const one = await statementsFor(app, tokens.admin);
      await seatsInDatabase('reading_2nd', 2);
      try {
        expect(await statementsFor(app, tokens.admin)).toBe(one);
      } finally {
        await seatsInDatabase('reading_2nd', 1);
      }
      // About one statement per line beyond the fixed reads: the volunteer hours', the volunteer places' and the
      // attendance lines each add theirs.
      expect(one).toBeLessThanOrEqual(12);
    });
  });

  describe('teachers', () => {
    it('read each class they teach: its next meeting, a cancelled one skipped, and its roster', async () => {
      expect(await attentionOf(app, tokens.teacher)).toEqual([
        {
          kind: 'CLASS_MEETING',
          text: 'Reading (Grade 1) meets next on Tuesday, September 15 at 8:00 AM in Library; 1 of 12 seats is taken.',
          href: '/secure/classes',
          done: false,
        },
        {
          kind: 'CLASS_MEETING',
          text: 'Math (Grade 1) meets next on Thursday, September 17 at 9:30 AM; 2 of 3 seats are taken and 1 student is on the waitlist.',
          href: '/secure/classes',
          done: false,
        },
      ]);
    });

    it('without a class, read one line saying so', async () => {
      expect(await attentionOf(app, tokens.otherTeacher)).toEqual([
        { kind: 'CLASS_MEETING', text: 'You have no classes to teach yet.', href: '/secure/classes', done: true },
      ]);
    });

    it('cost the same SQL statements with more classes', async () => {
      const two = await statementsFor(app, tokens.teacher);
      expect((await assign('science_1st_2nd', [teacherId])).errors).toBeUndefined();
      try {
        expect((await attentionOf(app, tokens.teacher)).length).toBe(3);
        expect(await statementsFor(app, tokens.teacher)).toBe(two);
      } finally {
        await assign('science_1st_2nd', []);
      }
      expect(two).toBeLessThanOrEqual(6);
    });
  });

  describe('parents', () => {
    it('read each of their own children: the classes with their status and the next meeting among those placed', async () => {
      expect(await attentionOf(app, tokens.parent)).toEqual([
        {
          kind: 'CHILD',
          text: `${leo}: Reading (Grade 1), Held; Math (Grade 1), Held. Next class: Reading (Grade 1) on Tuesday, September 15 at 8:00 AM in Library.`,
          href: '/secure/family',
          done: false,
        },
        {
          kind: 'CHILD',
          text: `${ada}: Science (Grades 1–2), Held. Next class: Science (Grades 1–2) on Thursday, September 17 at 10:30 AM.`,
          href: '/secure/family',
          done: false,
        },
        // The forms never asked for a grade or an emergency contact: the household is reminded of each child's.
        {
          kind: 'HOUSEHOLD_DETAILS',
          text: `Please add ${leo}'s grade and an emergency contact in My family.`,
          href: '/secure/family',
          done: false,
        },
        {
          kind: 'HOUSEHOLD_DETAILS',
          text: `Please add ${ada}'s grade and an emergency contact in My family.`,
          href: '/secure/family',
          done: false,
        },
      ]);
      expect(await attentionOf(app, tokens.waitingParent)).toEqual([
        {
          kind: 'CHILD',
          text: `${kai}: Math (Grade 1), Waitlisted (number 1 in line).`,
          href: '/secure/family',
          done: false,
        },
        {
          kind: 'HOUSEHOLD_DETAILS',
          text: `Please add ${kai}'s grade and an emergency contact in My family.`,
          href: '/secure/family',
          done: false,
        },
      ]);
    });

    it('with no child enrolled under their e-mail, read one line leading to the enrollment page', async () => {
      expect(await attentionOf(app, tokens.newParent)).toEqual([
        {
          kind: 'CHILD',
          text: "No enrollments use your account's e-mail address yet.",
          href: sitePaths.enrollment,
          done: true,
        },
      ]);
    });

    it('cost the same SQL statements with more children', async () => {
      const two = await statementsFor(app, tokens.parent);
      expect(await statementsFor(app, tokens.waitingParent)).toBe(two);
      // The family's placements, its household's students for the details they lack, the inbox's unread count, and
      // the household's account for what is due now (its household, lines, terms' and classes' fees, balance).
      expect(two).toBeLessThanOrEqual(20);
    });
  });

  describe('who reads what', () => {
    it("each role reads only its own lines, never another's, even with a child under their address", async () => {
      const kinds = async (token: string) => new Set((await attentionOf(app, token)).map((line) => line.kind));
      expect([...(await kinds(tokens.admin))]).toEqual([
        'ACCOUNTS_WAITING',
        'NEW_ENROLLMENTS',
        'FREE_SEATS',
        'FAILED_MAIL',
        'BACKUP',
        'GO_LIVE',
        'VOLUNTEER_HOURS',
        'ATTENDANCE',
      ]);
      expect([...(await kinds(tokens.teacher))]).toEqual(['CLASS_MEETING']);
      expect([...(await kinds(tokens.parent))]).toEqual(['CHILD', 'HOUSEHOLD_DETAILS']);
      const texts = async (token: string) => JSON.stringify(await attentionOf(app, token));
      expect(await texts(tokens.admin)).not.toContain(zed);
      expect(await texts(tokens.teacher)).not.toContain(tia);
      for (const other of [mia, kai, zed, tia]) expect(await texts(tokens.parent)).not.toContain(other);
    });

    it('is refused to anonymous callers, and while a password reset is required', async () => {
      const anonymous = await app.graphql(attentionQuery);
      expect(outcome(anonymous)).toBe('UNAUTHENTICATED');
      expect(anonymous.data).toBeNull();
      expect(outcome(await app.graphql(attentionQuery, {}, resetToken))).toBe('PASSWORD_RESET_REQUIRED');
    });

    it('enrollmentsSeen is for administrators only, and a refused one records nothing', async () => {
      const seenAt = async () =>
        (await app.app.db.manager.find(User, { select: { id: true, enrollmentsSeenAt: true } })).filter(
          (user) => user.enrollmentsSeenAt !== null,
        ).length;
      const before = await seenAt();
      const codes = {
        anonymous: outcome(await app.graphql(seenMutation)),
        teacher: outcome(await app.graphql(seenMutation, {}, tokens.teacher)),
        parent: outcome(await app.graphql(seenMutation, {}, tokens.parent)),
        resetRequired: outcome(await app.graphql(seenMutation, {}, resetToken)),
      };
      expect(codes).toEqual({
        anonymous: 'UNAUTHENTICATED',
        teacher: 'FORBIDDEN',
        parent: 'FORBIDDEN',
        resetRequired: 'PASSWORD_RESET_REQUIRED',
      });
      expect(await seenAt()).toBe(before);
      expect(outcome(await app.graphql(seenMutation, {}, tokens.otherAdmin))).toBe('OK');
      expect(await seenAt()).toBe(before + 1);
    });
  });
});
