import { randomUUID } from 'node:crypto';
import {
  attendanceDayCsvPath,
  attendanceMarksPath,
  attendanceMessages,
  attendanceRecordCsvPath,
  memberAreaHref,
} from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollThroughForm, placementOf, uniqueEmail, uniqueName } from '../../test-support/enrollments';
import { TestApp, type GraphqlAnswer } from '../../test-support/test-app';
import { Role } from '../accounts';
import { AttendanceMark } from './attendance-mark.entity';
import { AttendancePost } from './attendance-post.entity';

// Attendance over the real app, on a clock fixed on Tuesday, September 22, 2026 at 11:00 in Chicago: Math (Grade 1)
// met at 9:30 (Tuesdays and Thursdays; its Thursday meeting of September 17 is cancelled), Reading (Grade 1) at 8:00.
const tuesday = new Date('2026-09-22T16:00:00Z');
const today = '2026-09-22';

type RoleName = 'anonymous' | 'parent' | 'otherTeacher' | 'teacher' | 'admin';
const roles: RoleName[] = ['anonymous', 'parent', 'otherTeacher', 'teacher', 'admin'];
const staffOnly = {
  anonymous: 'UNAUTHENTICATED',
  parent: 'FORBIDDEN',
  otherTeacher: 'FORBIDDEN',
  teacher: 'OK',
  admin: 'OK',
};

let app: TestApp;
const tokens = {} as Record<RoleName, string | undefined>;
let otherParent: string;
const ownerEmail = uniqueEmail('owner');
const leo = uniqueName('Leo');
const mia = uniqueName('Mia');
let leoMath: string;
let miaMath: string;
let teacherId: string;
/** An instant some minutes before the fixed clock's now, as a phone sends when its marks were made. */
const minutesAgo = (minutes: number) => new Date(tuesday.getTime() - minutes * 60_000).toISOString();

const outcome = (answer: GraphqlAnswer) => answer.errors?.[0]?.extensions?.code ?? 'OK';

const rosterQuery = `query($classKey: String!, $date: String!) { attendanceRoster(classKey: $classKey, date: $date) {
  title meeting { date cancelled } lines { placementId studentName status markedByName reportedAbsent reportNote } } }`;
const recordMutation = `mutation($input: AttendanceMarksInput!) { recordAttendance(input: $input) {
  lines { placementId status markedByName } } }`;
const attentionQuery = '{ attention { kind text href done } }';

/** A spreadsheet as an administrator downloads it: its headers, and its text once the byte-order mark is checked. */
async function download(path: string) {
  const response = await fetch(app.url + path, { headers: { authorization: `Bearer ${tokens.admin}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/csv');
  const bytes = Buffer.from(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return { headers: response.headers, text: bytes.toString('utf8').slice(1) };
}

const rosterOf = async (classKey: string, date: string, token = tokens.teacher) => {
  const answer = await app.graphql(rosterQuery, { classKey, date }, token);
  expect(answer.errors).toBeUndefined();
  return answer.data.attendanceRoster;
};
const statusOf = async (placementId: string, date = today) =>
  (await rosterOf('math_1st', date)).lines.find((line: { placementId: string }) => line.placementId === placementId);
const post = (token: string | undefined, body: Record<string, unknown>) =>
  app.rest('POST', attendanceMarksPath, { token, body: { classKey: 'math_1st', date: today, ...body } });

beforeAll(async () => {
  app = await TestApp.start({}, {}, { attention: { now: () => tuesday } });
  tokens.admin = await app.adminToken();
  tokens.parent = (await app.seedUser({ role: Role.parent, email: ownerEmail })).token;
  otherParent = (await app.seedUser({ role: Role.parent })).token!;
  tokens.otherTeacher = (await app.seedUser({ role: Role.teacher })).token;
  const teacher = await app.seedUser({ role: Role.teacher, name: 'Tess Teacher' });
  tokens.teacher = teacher.token;
  teacherId = teacher.user.id;
  const assigned = await app.graphql(
    'mutation($ids: [ID!]!) { setClassTeachers(classKey: "math_1st", teacherIds: $ids) { classKey } }',
    { ids: [teacher.user.id] },
    tokens.admin,
  );
  expect(assigned.errors).toBeUndefined();
  await enrollThroughForm(app, { parentEmail: ownerEmail, studentName: leo, classes: ['math_1st', 'reading_1st'] });
  await enrollThroughForm(app, { parentEmail: uniqueEmail('other'), studentName: mia, classes: ['math_1st'] });
  leoMath = (await placementOf(app, tokens.admin!, 'math_1st', leo)).placementId;
  miaMath = (await placementOf(app, tokens.admin!, 'math_1st', mia)).placementId;
  const current = app.app.content.stored('schedule-changes.json')!;
  const saved = await app.graphql(
    'mutation($input: SaveContentInput!) { saveContentDocument(input: $input) { revision } }',
    {
      input: {
        key: 'schedule-changes.json',
        body: JSON.stringify([
          { id: 'math_1st-2026-09-17', class_key: 'math_1st', date: '2026-09-17', kind: 'cancelled' },
        ]),
        baseRevision: current.revision,
      },
    },
    tokens.admin,
  );
  expect(saved.errors).toBeUndefined();
});
afterAll(() => app?.stop());

describe('who may take attendance', () => {
  it('the roster and the marks: administrators for any class, a teacher for their own, nobody else', async () => {
    const roster: Record<string, string> = {};
    const marks: Record<string, string> = {};
    const rest: Record<string, number> = {};
    for (const role of roles) {
      roster[role] = outcome(await app.graphql(rosterQuery, { classKey: 'math_1st', date: today }, tokens[role]));
      const input = { postId: randomUUID(), classKey: 'math_1st', date: today, marks: [] };
      marks[role] = outcome(await app.graphql(recordMutation, { input: { ...input, marks: [] } }, tokens[role]));
      rest[role] = (
        await app.rest('GET', `/api/attendance-roster.php?classKey=math_1st&date=${today}`, {
          token: tokens[role],
        })
      ).status;
    }
    expect(roster).toEqual(staffOnly);
    // Allowed through, an empty post is refused for what it lacks.
    expect(marks).toEqual({ ...staffOnly, teacher: 'BAD_USER_INPUT', admin: 'BAD_USER_INPUT' });
    expect(rest).toEqual({ anonymous: 401, parent: 403, otherTeacher: 403, teacher: 200, admin: 200 });

    const posted: Record<string, number> = {};
    for (const role of roles)
      posted[role] = (
        await post(tokens[role], { postId: randomUUID(), marks: [{ placementId: miaMath, status: 'present' }] })
      ).status;
    expect(posted).toEqual({ anonymous: 401, parent: 403, otherTeacher: 403, teacher: 200, admin: 200 });
    // Reading (Grade 1) is not Tess's class.
    expect(outcome(await app.graphql(rosterQuery, { classKey: 'reading_1st', date: today }, tokens.teacher))).toBe(
      'FORBIDDEN',
    );
  });

  it('lists the class’s confirmed and held placements, and opens on today’s meeting', async () => {
    const roster = await rosterOf('math_1st', today);
    expect(roster.title).toBe('Math (Grade 1)');
    expect(roster.lines.map((line: { studentName: string }) => line.studentName).sort()).toEqual([leo, mia].sort());
    const choices = await app.graphql(
      '{ attendanceChoices { classes { classKey } openClassKey openDate } }',
      {},
      tokens.teacher,
    );
    expect(choices.data.attendanceChoices).toEqual({
      classes: [{ classKey: 'math_1st' }],
      openClassKey: 'math_1st',
      openDate: today,
    });
  });
});

describe('marks', () => {
  it('a post sent again is stored once and changes nothing', async () => {
    const postId = randomUUID();
    const first = await post(tokens.teacher, {
      postId,
      markedAt: minutesAgo(60),
      marks: [{ placementId: leoMath, status: 'late' }],
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, replayed: false });
    const again = await post(tokens.teacher, { postId, marks: [{ placementId: leoMath, status: 'absent' }] });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, replayed: true });
    expect(await statusOf(leoMath)).toMatchObject({ status: 'late', markedByName: 'Tess Teacher' });
    expect(await app.app.db.manager.countBy(AttendancePost, { id: postId })).toBe(1);
    expect(await app.app.db.manager.countBy(AttendanceMark, { placementId: leoMath, date: today })).toBe(1);
  });

  it('the mark made last wins, whichever arrives last, and keeps who made it', async () => {
    await post(tokens.teacher, {
      postId: randomUUID(),
      markedAt: minutesAgo(30),
      marks: [{ placementId: leoMath, status: 'absent' }],
    });
    expect(await statusOf(leoMath)).toMatchObject({ status: 'absent', markedByName: 'Tess Teacher' });
    const admin = await app.graphql(
      recordMutation,
      {
        input: {
          postId: randomUUID(),
          classKey: 'math_1st',
          date: today,
          marks: [{ placementId: leoMath, status: 'present' }],
        },
      },
      tokens.admin,
    );
    expect(admin.errors).toBeUndefined();
    expect(await statusOf(leoMath)).toMatchObject({ status: 'present', markedByName: 'Administrator' });
    // Made offline before the administrator's, it arrives after it and does not replace it.
    await post(tokens.teacher, {
      postId: randomUUID(),
      markedAt: minutesAgo(10),
      marks: [{ placementId: leoMath, status: 'late' }],
    });
    expect(await statusOf(leoMath)).toMatchObject({ status: 'present', markedByName: 'Administrator' });
  });

  it('refuses a cancelled meeting, a day the class does not meet, a meeting to come and a child not on the roster', async () => {
    const mark = [{ placementId: leoMath, status: 'present' }];
    const cancelled = await post(tokens.teacher, { postId: randomUUID(), date: '2026-09-17', marks: mark });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body).toMatchObject({ error: attendanceMessages.cancelled('Math (Grade 1)', '2026-09-17') });
    expect((await post(tokens.teacher, { postId: randomUUID(), date: '2026-09-21', marks: mark })).status).toBe(400);
    const coming = await post(tokens.teacher, { postId: randomUUID(), date: '2026-09-24', marks: mark });
    expect(coming.body).toMatchObject({ error: attendanceMessages.notBegun });
    const stranger = await post(tokens.teacher, {
      postId: randomUUID(),
      marks: [{ placementId: randomUUID(), status: 'present' }],
    });
    expect(stranger.body).toMatchObject({ error: attendanceMessages.notOnRoster });
    expect(
      (await post(tokens.teacher, { postId: randomUUID(), marks: [{ placementId: leoMath, status: 'gone' }] })).status,
    ).toBe(400);
  });
});

describe('absences reported ahead', () => {
  const reportMutation = `mutation($input: ReportAbsenceInput!) { reportAbsence(input: $input) {
    id studentName date classes { classKey } note } }`;
  let leoId: string;

  it('a parent reports a child absent for a coming day; the teacher sees it on that meeting’s roster', async () => {
    const choices = await app.graphql(
      '{ absenceChoices { studentId studentName days { date classes { classKey } } } }',
      {},
      tokens.parent,
    );
    expect(choices.errors).toBeUndefined();
    const [child] = choices.data.absenceChoices;
    expect(child.studentName).toBe(leo);
    leoId = child.studentId;
    expect(child.days.slice(0, 2)).toEqual([
      { date: '2026-09-22', classes: [{ classKey: 'reading_1st' }, { classKey: 'math_1st' }] },
      { date: '2026-09-24', classes: [{ classKey: 'math_1st' }] },
    ]);
    const reported = await app.graphql(
      reportMutation,
      { input: { studentId: leoId, date: '2026-09-24', note: 'Dentist in the morning' } },
      tokens.parent,
    );
    expect(reported.errors).toBeUndefined();
    const line = (await rosterOf('math_1st', '2026-09-24')).lines.find(
      (each: { placementId: string }) => each.placementId === leoMath,
    );
    expect(line).toMatchObject({ reportedAbsent: true, reportNote: 'Dentist in the morning', status: null });
    expect((await statusOf(miaMath, '2026-09-24')).reportedAbsent).toBe(false);
  });

  it('only for a day the child has class, and only among that day’s classes; another household cannot withdraw it', async () => {
    const refused = await app.graphql(
      reportMutation,
      { input: { studentId: leoId, date: '2026-09-23' } },
      tokens.parent,
    );
    expect(refused.errors?.[0]?.message).toBe(attendanceMessages.reportDateInvalid);
    const wrongClass = await app.graphql(
      reportMutation,
      { input: { studentId: leoId, date: '2026-09-24', classKeys: ['reading_1st'] } },
      tokens.parent,
    );
    expect(wrongClass.errors?.[0]?.message).toBe(attendanceMessages.reportClassInvalid);
    const stranger = await app.graphql(
      reportMutation,
      { input: { studentId: leoId, date: '2026-09-24' } },
      otherParent,
    );
    expect(stranger.errors?.[0]?.message).toBe(attendanceMessages.childUnknown);
    expect(
      outcome(await app.graphql(reportMutation, { input: { studentId: leoId, date: '2026-09-24' } }, tokens.teacher)),
    ).toBe('FORBIDDEN');

    const mine = await app.graphql('{ myAbsenceReports { id date note } }', {}, tokens.parent);
    expect(mine.data.myAbsenceReports).toEqual([
      { id: expect.any(String), date: '2026-09-24', note: 'Dentist in the morning' },
    ]);
    const { id } = mine.data.myAbsenceReports[0];
    const withdraw = 'mutation($id: ID!) { withdrawAbsenceReport(id: $id) }';
    expect(outcome(await app.graphql(withdraw, { id }, otherParent))).toBe('NOT_FOUND');
    expect(outcome(await app.graphql(withdraw, { id }, tokens.parent))).toBe('OK');
    expect((await app.graphql('{ myAbsenceReports { id } }', {}, tokens.parent)).data.myAbsenceReports).toEqual([]);
    expect((await statusOf(leoMath, '2026-09-24')).reportedAbsent).toBe(false);
  });
});

describe('the office', () => {
  beforeAll(async () => {
    // Today: Mia late in Math; Leo reported absent from Reading, which nobody marked.
    await post(tokens.teacher, { postId: randomUUID(), marks: [{ placementId: miaMath, status: 'late' }] });
    const choices = await app.graphql('{ absenceChoices { studentId } }', {}, tokens.parent);
    const reported = await app.graphql(
      'mutation($input: ReportAbsenceInput!) { reportAbsence(input: $input) { id } }',
      {
        input: {
          studentId: choices.data.absenceChoices[0].studentId,
          date: today,
          classKeys: ['reading_1st'],
          note: 'Fever',
        },
      },
      tokens.parent,
    );
    expect(reported.errors).toBeUndefined();
  });

  it('reads each class meeting of a day counted, and downloads it', async () => {
    const day = await app.graphql(
      `query($date: String) { attendanceDay(date: $date) { date meetings { classKey meeting { start }
        onRoster present absent late notMarked reportedAbsent } } }`,
      { date: today },
      tokens.admin,
    );
    expect(day.data.attendanceDay).toEqual({
      date: today,
      meetings: [
        {
          classKey: 'reading_1st',
          meeting: { start: '08:00' },
          onRoster: 1,
          present: 0,
          absent: 0,
          late: 0,
          notMarked: 1,
          reportedAbsent: 1,
        },
        {
          classKey: 'math_1st',
          meeting: { start: '09:30' },
          onRoster: 2,
          present: 1,
          absent: 0,
          late: 1,
          notMarked: 0,
          reportedAbsent: 0,
        },
      ],
    });
    expect(outcome(await app.graphql('{ attendanceDay { date } }', {}, tokens.teacher))).toBe('FORBIDDEN');

    const { headers, text } = await download(`${attendanceDayCsvPath}?date=${today}`);
    expect(headers.get('content-disposition')).toBe(`attachment; filename="attendance-${today}.csv"`);
    expect(text.startsWith('Date,Time,Class,Student,Mark,Reported absent,Note,Marked by\r\n')).toBe(true);
    expect(text).toContain(`${today},8:00 AM,Reading (Grade 1),${leo},Not marked,Yes,Fever,\r\n`);
    expect(text).toContain(`${today},9:30 AM,Math (Grade 1),${mia},Late,,,Tess Teacher\r\n`);
    expect((await app.rest('GET', `${attendanceDayCsvPath}?date=${today}`, { token: tokens.teacher })).status).toBe(
      403,
    );
  });

  it('finds a child and reads their record by date and class, with totals, and downloads it', async () => {
    const found = await app.graphql(
      'query($search: String!) { attendanceStudents(search: $search) { studentId studentName classes } }',
      { search: leo },
      tokens.admin,
    );
    expect(found.data.attendanceStudents).toEqual([
      { studentId: expect.any(String), studentName: leo, classes: expect.arrayContaining(['Math (Grade 1)']) },
    ]);
    const { studentId } = found.data.attendanceStudents[0];
    const record = await app.graphql(
      'query($id: ID!) { attendanceRecord(studentId: $id) { studentName lines { date title status } present absent late } }',
      { id: studentId },
      tokens.admin,
    );
    expect(record.data.attendanceRecord).toEqual({
      studentName: leo,
      lines: [{ date: today, title: 'Math (Grade 1)', status: 'present' }],
      present: 1,
      absent: 0,
      late: 0,
    });
    const { text } = await download(`${attendanceRecordCsvPath}?studentId=${studentId}`);
    expect(text).toBe(
      `Date,Class,Mark,Marked by\r\n${today},Math (Grade 1),Present,Administrator\r\n\r\n` +
        'Total present,,1,\r\nTotal absent,,0,\r\nTotal late,,0,\r\n',
    );
    expect(
      (await app.rest('GET', `${attendanceRecordCsvPath}?studentId=${studentId}`, { token: tokens.teacher })).status,
    ).toBe(403);
  });

  it('"Needs your attention" names the meetings whose attendance nobody took', async () => {
    const lines = async (token: string | undefined) =>
      ((await app.graphql(attentionQuery, {}, token)).data.attention as { kind: string }[]).filter(
        (line) => line.kind === 'ATTENDANCE',
      );
    // Reading met today and nobody marked it; Math was taken. Tess teaches Math only.
    expect(await lines(tokens.admin)).toEqual([
      {
        kind: 'ATTENDANCE',
        text: '1 class meeting of Tuesday, September 22 has no attendance taken.',
        href: `${memberAreaHref('attendance', 'daily')}?date=${today}`,
        done: false,
      },
    ]);
    expect(await lines(tokens.teacher)).toEqual([]);
    const assigned = await app.graphql(
      'mutation($ids: [ID!]!) { setClassTeachers(classKey: "reading_1st", teacherIds: $ids) { classKey } }',
      { ids: [teacherId] },
      tokens.admin,
    );
    expect(assigned.errors).toBeUndefined();
    expect(await lines(tokens.teacher)).toEqual([
      {
        kind: 'ATTENDANCE',
        text: 'Attendance for Reading (Grade 1) on Tuesday, September 22 has not been taken.',
        href: `${memberAreaHref('attendance', 'take')}?class=reading_1st&date=${today}`,
        done: false,
      },
    ]);
  });
});
