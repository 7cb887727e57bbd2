import { enrollmentOfficeMessages, placementTransitionMessage } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enrollThroughForm,
  placementOf,
  rosterOf,
  setSeats,
  uniqueEmail,
  uniqueName,
} from '../../test-support/enrollments';
import { TestApp, type GraphqlAnswer } from '../../test-support/test-app';
import { Role } from '../accounts';
import { officeInputMessages } from './enrollment-office.input';

type RoleName = 'anonymous' | 'parent' | 'owner' | 'otherTeacher' | 'teacher' | 'admin';
const roles: RoleName[] = ['anonymous', 'parent', 'owner', 'otherTeacher', 'teacher', 'admin'];

let app: TestApp;
const tokens = {} as Record<RoleName, string | undefined>;
const ownerEmail = uniqueEmail('owner');
const leo = uniqueName('Leo');
const mia = uniqueName('Mia');
let teacherId: string;
let leoMath: string;
let leoReading: string;
const leoDetails = {
  medicalNotes: 'Carries an inhaler',
  emergencyContacts: [{ name: 'Rosa Rivera', relationship: 'Grandmother', phone: '(479) 555-0142' }],
  pickupAdults: ['Rosa Rivera', 'Tom Rivera'],
};

/** What a caller's answer comes to: the data, or the code it was refused with. */
const outcome = (answer: GraphqlAnswer) => answer.errors?.[0]?.extensions?.code ?? 'OK';

beforeAll(async () => {
  app = await TestApp.start();
  tokens.admin = await app.adminToken();
  tokens.parent = (await app.seedUser({ role: Role.parent })).token;
  tokens.owner = (await app.seedUser({ role: Role.parent, email: ownerEmail.toUpperCase() })).token;
  tokens.otherTeacher = (await app.seedUser({ role: Role.teacher })).token;
  const teacher = await app.seedUser({ role: Role.teacher, name: 'Tess Teacher' });
  tokens.teacher = teacher.token;
  teacherId = teacher.user.id;
  const assigned = await app.graphql(
    'mutation($ids: [ID!]!) { setClassTeachers(classKey: "math_1st", teacherIds: $ids) { teachers { id name } } }',
    { ids: [teacherId] },
    tokens.admin,
  );
  expect(assigned.data.setClassTeachers.teachers).toEqual([{ id: teacherId, name: 'Tess Teacher' }]);
  await enrollThroughForm(app, {
    parentEmail: ownerEmail,
    studentName: leo,
    classes: ['math_1st', 'reading_1st'],
    allergies: 'Peanuts',
    parentPhone: '(479) 555-0199',
  });
  await enrollThroughForm(app, { parentEmail: uniqueEmail('other'), studentName: mia, classes: ['math_1st'] });
  // What Leo's household keeps of him beside the form's allergies: rosters show it too.
  const found = await app.graphql(
    'query($search: String) { households(search: $search) { students { id } } }',
    { search: leo },
    tokens.admin,
  );
  const updated = await app.graphql(
    'mutation($input: UpdateHouseholdStudentInput!) { updateHouseholdStudent(input: $input) { id } }',
    { input: { studentId: found.data.households[0].students[0].id, ...leoDetails } },
    tokens.admin,
  );
  expect(updated.errors).toBeUndefined();
  leoMath = (await placementOf(app, tokens.admin, 'math_1st', leo)).placementId;
  leoReading = (await placementOf(app, tokens.admin, 'reading_1st', leo)).placementId;
});
afterAll(() => app?.stop());

async function asEveryRole(query: string, variables: Record<string, unknown> = {}) {
  const answers = {} as Record<RoleName, GraphqlAnswer>;
  for (const role of roles) answers[role] = await app.graphql(query, variables, tokens[role]);
  return answers;
}

const codes = (answers: Record<RoleName, GraphqlAnswer>) =>
  Object.fromEntries(roles.map((role) => [role, outcome(answers[role])]));

/** The answers of an operation only administrators may use. */
const adminOnly: Record<RoleName, string> = {
  anonymous: 'UNAUTHENTICATED',
  parent: 'FORBIDDEN',
  owner: 'FORBIDDEN',
  otherTeacher: 'FORBIDDEN',
  teacher: 'FORBIDDEN',
  admin: 'OK',
};

describe('who may read what', () => {
  it('enrollmentClasses: administrators only', async () => {
    const answers = await asEveryRole(
      '{ enrollmentClasses { classKey groupTitle seats held waitlisted teachers { name } } }',
    );
    expect(codes(answers)).toEqual(adminOnly);
    const math = answers.admin.data.enrollmentClasses.find((row: { classKey: string }) => row.classKey === 'math_1st');
    expect(math).toMatchObject({ held: 2, waitlisted: 0, teachers: [{ name: 'Tess Teacher' }] });
    // Group by group, as the enrollment form lists them, each group headed as the form heads it.
    const runs = answers.admin.data.enrollmentClasses
      .map((row: { groupTitle: string }) => row.groupTitle)
      .filter((title: string, i: number, all: string[]) => title !== all[i - 1]);
    expect(runs).toEqual(['Elementary', 'Jr High', 'High School', 'Spanish Bites']);
  });

  it("classRoster: administrators, and the class's own teachers, see allergies, the household's details and parent contacts", async () => {
    const query = `query($classKey: String!) { classRoster(classKey: $classKey) {
      studentName studentAllergies studentMedicalNotes emergencyContacts { name relationship phone } pickupAdults
      parentEmail parentPhone } }`;
    const math = await asEveryRole(query, { classKey: 'math_1st' });
    expect(codes(math)).toEqual({
      anonymous: 'UNAUTHENTICATED',
      parent: 'FORBIDDEN',
      owner: 'FORBIDDEN',
      otherTeacher: 'FORBIDDEN',
      teacher: 'OK',
      admin: 'OK',
    });
    for (const role of ['teacher', 'admin'] as const) {
      expect(math[role].data.classRoster).toContainEqual({
        studentName: leo,
        studentAllergies: 'Peanuts',
        studentMedicalNotes: leoDetails.medicalNotes,
        emergencyContacts: leoDetails.emergencyContacts,
        pickupAdults: leoDetails.pickupAdults,
        parentEmail: ownerEmail,
        parentPhone: '(479) 555-0199',
      });
      // Mia's household has said nothing more of her.
      expect(math[role].data.classRoster).toContainEqual(
        expect.objectContaining({ studentName: mia, studentMedicalNotes: '', emergencyContacts: [], pickupAdults: [] }),
      );
    }
    for (const role of roles.filter((role) => role !== 'teacher' && role !== 'admin')) {
      for (const detail of ['Peanuts', '555-0199', 'inhaler', 'Grandmother'])
        expect(JSON.stringify(math[role])).not.toContain(detail);
    }
    // A class the teacher does not teach is closed to them.
    const reading = await app.graphql(query, { classKey: 'reading_1st' }, tokens.teacher);
    expect(outcome(reading)).toBe('FORBIDDEN');
    expect(outcome(await app.graphql(query, { classKey: 'no_such_class' }, tokens.admin))).toBe('NOT_FOUND');
  });

  it('classRoster finds by part of a student or parent name or e-mail, within the class', async () => {
    const found = await app.graphql(
      'query($search: String) { classRoster(classKey: "math_1st", search: $search) { studentName } }',
      { search: mia.slice(4).toUpperCase() },
      tokens.teacher,
    );
    expect(found.data.classRoster).toEqual([{ studentName: mia }]);
  });

  it("myClasses: a teacher's own classes, without any roster", async () => {
    const answers = await asEveryRole('{ myClasses { classKey held teachers { id } } }');
    expect(codes(answers)).toEqual({
      anonymous: 'UNAUTHENTICATED',
      parent: 'FORBIDDEN',
      owner: 'FORBIDDEN',
      otherTeacher: 'OK',
      teacher: 'OK',
      admin: 'FORBIDDEN',
    });
    expect(answers.otherTeacher.data.myClasses).toEqual([]);
    expect(answers.teacher.data.myClasses).toEqual([{ classKey: 'math_1st', held: 2, teachers: [{ id: teacherId }] }]);
  });

  it("myFamily: the children of the account's household (its confirmed address's forms), nobody else's", async () => {
    const answers = await asEveryRole(
      '{ myFamily { studentName placements { classKey classTitle status waitlistPosition history { to by } } } }',
    );
    // A teacher has no household: as for every household read, teachers are refused.
    expect(codes(answers)).toEqual({
      anonymous: 'UNAUTHENTICATED',
      parent: 'OK',
      owner: 'OK',
      otherTeacher: 'FORBIDDEN',
      teacher: 'FORBIDDEN',
      admin: 'OK',
    });
    for (const role of ['parent', 'admin'] as const) expect(answers[role].data.myFamily).toEqual([]);
    const [child, ...others] = answers.owner.data.myFamily;
    expect(others).toEqual([]);
    expect(child.studentName).toBe(leo);
    expect(child.placements.map((placement: { classKey: string }) => placement.classKey).sort()).toEqual([
      'math_1st',
      'reading_1st',
    ]);
    expect(child.placements[0]).toMatchObject({ status: 'held', waitlistPosition: null });
    expect(child.placements[0].history).toEqual([{ to: 'held', by: 'Enrollment form' }]);
  });

  it('rosterSearch: administrators only, across classes, with each class named', async () => {
    const answers = await asEveryRole(
      'query($search: String!) { rosterSearch(search: $search) { classKey classTitle studentName parentPhone } }',
      { search: leo },
    );
    expect(codes(answers)).toEqual(adminOnly);
    expect(answers.admin.data.rosterSearch.map((row: { classKey: string }) => row.classKey).sort()).toEqual([
      'math_1st',
      'reading_1st',
    ]);
  });

  it('classAvailability: anyone, and only counts', async () => {
    const answers = await asEveryRole('{ classAvailability { classKey seats left waitlisted } }');
    expect(Object.values(codes(answers))).toEqual(roles.map(() => 'OK'));
    expect(answers.anonymous.data.classAvailability).toContainEqual({
      classKey: 'math_1st',
      seats: 14,
      left: 12,
      waitlisted: 0,
    });
    const fields = await app.graphql('{ __type(name: "ClassAvailability") { fields { name } } }');
    expect(fields.data.__type.fields.map((field: { name: string }) => field.name).sort()).toEqual([
      'classKey',
      'left',
      'seats',
      'waitlisted',
    ]);
  });
});

describe('who may change what', () => {
  it('setClassSeats and setClassTeachers: administrators only', async () => {
    const seats = await asEveryRole('mutation { setClassSeats(classKey: "science_1st_2nd", seats: 9) { seats } }');
    const teachers = await asEveryRole(
      'mutation { setClassTeachers(classKey: "science_1st_2nd", teacherIds: []) { teachers { id } } }',
    );
    expect(codes(seats)).toEqual(adminOnly);
    expect(codes(teachers)).toEqual(adminOnly);
    expect(seats.admin.data.setClassSeats).toEqual({ seats: 9 });
  });

  it('setPlacementStatus: administrators only; refused moves answer PLACEMENT_TRANSITION', async () => {
    const confirm = await asEveryRole(
      'mutation($id: ID!) { setPlacementStatus(placementId: $id, status: confirmed) { status studentAllergies } }',
      { id: leoMath },
    );
    expect(codes(confirm)).toEqual(adminOnly);
    expect(confirm.admin.data.setPlacementStatus).toEqual({ status: 'confirmed', studentAllergies: 'Peanuts' });
    const again = await app.graphql(
      'mutation($id: ID!) { setPlacementStatus(placementId: $id, status: confirmed) { status } }',
      { id: leoMath },
      tokens.admin,
    );
    expect(again.errors?.[0]).toMatchObject({
      message: placementTransitionMessage('confirmed', 'confirmed'),
      extensions: { code: 'PLACEMENT_TRANSITION' },
    });
  });

  it("withdrawMyPlacement: only the owning parent; anyone else's placement is not found", async () => {
    const withdraw = await asEveryRole(
      'mutation($id: ID!) { withdrawMyPlacement(placementId: $id) { classKey status history { to by } } }',
      { id: leoReading },
    );
    expect(codes(withdraw)).toEqual({
      anonymous: 'UNAUTHENTICATED',
      parent: 'NOT_FOUND',
      owner: 'OK',
      otherTeacher: 'NOT_FOUND',
      teacher: 'NOT_FOUND',
      admin: 'NOT_FOUND',
    });
    expect(withdraw.owner.data.withdrawMyPlacement.status).toBe('withdrawn');
    expect(withdraw.owner.data.withdrawMyPlacement.history.at(-1).to).toBe('withdrawn');
    // The parent cannot withdraw it twice, nor take it back.
    const twice = await app.graphql(
      'mutation($id: ID!) { withdrawMyPlacement(placementId: $id) { status } }',
      { id: leoReading },
      tokens.owner,
    );
    expect(outcome(twice)).toBe('PLACEMENT_TRANSITION');
  });
});

describe('what the edge refuses before any service reads it', () => {
  it('seats outside 0..500 or not whole, with the field', async () => {
    for (const seats of [-1, 501]) {
      const answer = await setSeats(app, tokens.admin!, 'math_1st', seats);
      expect(answer.errors?.[0]).toMatchObject({
        message: enrollmentOfficeMessages.seatsInvalid,
        extensions: { code: 'BAD_USER_INPUT', field: 'seats' },
      });
    }
    const fraction = await setSeats(app, tokens.admin!, 'math_1st', 2.5);
    expect(outcome(fraction)).toBe('BAD_USER_INPUT');
    expect((await rosterOf(app, tokens.admin!, 'math_1st')).length).toBe(2);
  });

  it('a malformed placement id, a long reason, a long search, too many or malformed teacher ids', async () => {
    const malformed = await app.graphql(
      'mutation { setPlacementStatus(placementId: "1 OR 1=1", status: confirmed) { status } }',
      {},
      tokens.admin,
    );
    expect(malformed.errors?.[0]).toMatchObject({
      message: enrollmentOfficeMessages.placementNotFound,
      extensions: { code: 'NOT_FOUND', field: 'placementId' },
    });
    const mine = await app.graphql('mutation { withdrawMyPlacement(placementId: "x") { status } }', {}, tokens.owner);
    expect(outcome(mine)).toBe('NOT_FOUND');
    const long = await app.graphql(
      'mutation($id: ID!, $reason: String) { setPlacementStatus(placementId: $id, status: declined, reason: $reason) { status } }',
      { id: leoMath, reason: 'x'.repeat(1001) },
      tokens.admin,
    );
    expect(long.errors?.[0]).toMatchObject({
      message: enrollmentOfficeMessages.reasonTooLong,
      extensions: { code: 'BAD_USER_INPUT', field: 'reason' },
    });
    const search = await app.graphql(
      'query($s: String!) { rosterSearch(search: $s) { studentName } }',
      { s: 'x'.repeat(101) },
      tokens.admin,
    );
    expect(search.errors?.[0]).toMatchObject({
      message: officeInputMessages.searchTooLong,
      extensions: { code: 'BAD_USER_INPUT', field: 'search' },
    });
    const teachers = (ids: string[]) =>
      app.graphql(
        'mutation($ids: [ID!]!) { setClassTeachers(classKey: "math_1st", teacherIds: $ids) { classKey } }',
        { ids },
        tokens.admin,
      );
    expect((await teachers(['not-an-id'])).errors?.[0]).toMatchObject({
      message: enrollmentOfficeMessages.teachersInvalid,
      extensions: { code: 'BAD_USER_INPUT', field: 'teacherIds' },
    });
    expect(outcome(await teachers(Array.from({ length: 51 }, () => teacherId)))).toBe('BAD_USER_INPUT');
    // Still Leo's: none of these changed anything.
    expect((await placementOf(app, tokens.admin!, 'math_1st', leo)).status).toBe('confirmed');
  });
});

describe('REST', () => {
  const csv = (token: string | undefined, query = '') => app.rest('GET', `/api/enrollments.csv${query}`, { token });

  it('enrollments.csv: administrators only, every class or one, each cell safe from formulas', async () => {
    expect((await csv(undefined)).status).toBe(401);
    for (const role of ['parent', 'owner', 'otherTeacher', 'teacher'] as const) {
      const answer = await csv(tokens[role], '?class=math_1st');
      expect(answer.status).toBe(403);
      expect(JSON.stringify(answer.body)).not.toContain('Peanuts');
      expect(JSON.stringify(answer.body)).not.toContain('inhaler');
    }
    const formula = uniqueName('=HYPERLINK("http://evil.example","x")');
    await enrollThroughForm(app, {
      parentEmail: uniqueEmail('formula'),
      studentName: formula,
      classes: ['math_1st'],
      allergies: '+SUM(A1:A2)',
    });
    const all = await csv(tokens.admin);
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(all.headers.get('content-disposition')).toBe('attachment; filename="enrollments.csv"');
    // The bytes as sent: a text decoder would drop the byte-order mark a spreadsheet needs.
    const bytes = Buffer.from(
      await (
        await fetch(`${app.url}/api/enrollments.csv`, { headers: { authorization: `Bearer ${tokens.admin}` } })
      ).arrayBuffer(),
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (all.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Class,Days,Time,Place,Teachers,Student,Age,Birthday,Allergies,Medical notes,Emergency contacts,' +
        'Allowed to pick up,Parent,Email,Phone,Status,Since,Waitlist position',
    );
    // Leo was withdrawn from Reading: a past placement, left out unless asked for.
    const leoLines = lines.filter((line) => line.includes(leo));
    expect(leoLines).toHaveLength(1);
    expect(
      ((await csv(tokens.admin, '?past=1')).body as string).split('\r\n').filter((line) => line.includes(leo)),
    ).toHaveLength(2);
    expect(leoLines.find((line) => line.startsWith('Math (Grade 1)'))).toMatch(
      new RegExp(
        `^Math \\(Grade 1\\),Tuesday and Thursday,9:30 AM – 10:30 AM,Academic Advantage,Tess Teacher,${leo},7,01/01/2019,Peanuts,Carries an inhaler,"Rosa Rivera \\(Grandmother\\), \\(479\\) 555-0142","Rosa Rivera, Tom Rivera",Ana Parent,${ownerEmail},\\(479\\) 555-0199,Confirmed,\\d\\d/\\d\\d/\\d{4} \\d{1,2}:\\d\\d [AP]M,$`,
      ),
    );
    const dangerous = lines.find((line) => line.includes('evil.example'))!;
    expect(dangerous).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")`);
    expect(dangerous).toContain(",'+SUM(A1:A2),");

    const math = await csv(tokens.admin, '?class=math_1st');
    expect(math.headers.get('content-disposition')).toBe('attachment; filename="enrollments-math-1st.csv"');
    const mathLines = (math.body as string).trimEnd().split('\r\n').slice(1);
    expect(mathLines.every((line) => line.startsWith('Math (Grade 1),'))).toBe(true);
    expect(mathLines).toHaveLength(3);
    expect((await csv(tokens.admin, '?class=no_such_class')).status).toBe(404);
    expect((await csv(tokens.admin, '?class=a&class=b')).status).toBe(404);
  });

  it('the submissions stay closed to all but administrators, on REST and GraphQL', async () => {
    for (const role of ['parent', 'owner', 'otherTeacher', 'teacher'] as const) {
      const rest = await app.rest('GET', '/api/submissions.csv?form=enrollment', { token: tokens[role] });
      expect(rest.status).toBe(403);
      const graphql = await app.graphql('{ formSubmissions { id } }', {}, tokens[role]);
      expect(outcome(graphql)).toBe('FORBIDDEN');
    }
    expect((await app.rest('GET', '/api/submissions.csv?form=enrollment')).status).toBe(401);
  });

  it("the enrollment form's answer and the public seats hold counts and statuses only", async () => {
    const answer = await enrollThroughForm(app, {
      parentEmail: uniqueEmail('seats'),
      studentName: uniqueName('Zoe'),
      classes: ['math_1st'],
      allergies: 'Shellfish',
      parentPhone: '(479) 555-0177',
    });
    expect(answer).toEqual({ ok: true, placements: [{ classKey: 'math_1st', status: 'held', position: null }] });
    const seats = await app.rest('GET', '/api/class-seats');
    expect(seats.status).toBe(200);
    const text = JSON.stringify(seats.body);
    for (const secret of ['Shellfish', 'Peanuts', '555-01', '@example.org', leo]) expect(text).not.toContain(secret);
    expect(seats.body.classes).toContainEqual({ key: 'math_1st', seats: 14, left: 10, waitlisted: 0 });
  });
});
