import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFileName, wallClockMoment, type Catalog } from '@coop/contract';
import { TestApp } from '../../test-support/test-app';
import { enrollmentFields, postEnrollment, uniqueEmail } from '../../test-support/enrollments';
import { Role } from '../accounts';

let app: TestApp;
let admin: string;

const offersQuery = `{
  reenrollmentOffers {
    termKey termName open waitlistOnly notice
    students {
      name missing
      enrolled { classKey status }
      offered { classKey kind follows seatsLeft refusal }
    }
  }
}`;
const reenroll = `mutation($termKey: String!, $choices: [ReenrollmentChoice!]!) {
  reenroll(termKey: $termKey, choices: $choices) {
    name
    placements { classKey title status position }
    refusals { classKey message }
  }
}`;

type Offer = {
  termKey: string;
  open: boolean;
  notice: string | null;
  students: {
    name: string;
    studentId?: string;
    enrolled: { classKey: string; status: string }[];
    offered: { classKey: string; kind: string; follows: string | null; seatsLeft: number; refusal: string | null }[];
  }[];
};

const catalog = (): Catalog => JSON.parse(app.app.content.stored(catalogFileName)!.body) as Catalog;
const daysFromNow = (days: number) => wallClockMoment(new Date(Date.now() + days * 86_400_000), catalog().timeZone);

/** A parent with a confirmed address whose child the public form enrolled, once, in the classes named. */
async function familyWithChild(word: string, classes: string[], birthday: string) {
  const email = uniqueEmail(word);
  const parent = await app.seedUser({ role: Role.parent, email, name: `${word} Parent` });
  const studentName = `${word} Child`;
  const answer = await postEnrollment(app, enrollmentFields(classes, { parentEmail: email, studentName, birthday }));
  expect(answer.status).toBe(200);
  return { token: parent.token!, studentName };
}

async function offers(token: string): Promise<Offer[]> {
  const answer = await app.graphql(offersQuery, {}, token);
  expect(answer.errors).toBeUndefined();
  return answer.data.reenrollmentOffers as Offer[];
}

async function studentIdOf(token: string): Promise<string> {
  const answer = await app.graphql('{ myHousehold { students { id } } }', {}, token);
  return answer.data.myHousehold.students[0].id as string;
}

beforeAll(async () => {
  app = await TestApp.start({}, { FORMS_LIMIT_PER_HOUR: '1000' });
  admin = await app.adminToken();
  const rolled = await app.graphql(
    `mutation { rollOverTerm(from: "2026-27", name: "Fall 2027", start: "2027-08-17") { key } }`,
    {},
    admin,
  );
  expect(rolled.errors).toBeUndefined();
});
afterAll(() => app.stop());

describe('who may re-enroll', () => {
  it('refuses teachers, accounts whose address is not confirmed, and anyone signed out', async () => {
    const teacher = await app.seedUser({ role: Role.teacher });
    const unconfirmed = await app.seedUser({ role: Role.parent, emailVerified: false });
    for (const [token, code] of [
      [teacher.token, 'FORBIDDEN'],
      [unconfirmed.token, 'EMAIL_NOT_VERIFIED'],
      [undefined, 'UNAUTHENTICATED'],
    ] as const) {
      expect((await app.graphql(offersQuery, {}, token)).errors?.[0].extensions?.code).toBe(code);
      const sent = await app.graphql(reenroll, { termKey: 'fall-2027', choices: [] }, token);
      expect(sent.errors?.[0].extensions?.code).toBe(code);
    }
  });
});

describe('enrolling a household child from My family', () => {
  it('offers the current term, which is open to everyone, and enrolls a child entered once without retyping', async () => {
    const family = await familyWithChild('Wren', ['reading_1st'], '03/14/2020');
    const [current] = await offers(family.token);
    expect(current).toMatchObject({ termKey: '2026-27', open: true, notice: null });
    const child = current.students[0];
    expect(child.enrolled).toEqual([{ classKey: 'reading_1st', status: 'held' }]);
    // Other classes are those the child may take: not Reading (Grade 1) again, not a class for teenagers, not one at
    // the same time as Reading on Tuesday at 8.
    const keys = child.offered.map((item) => item.classKey);
    expect(keys).toContain('math_1st');
    expect(keys).not.toContain('condor_assent');
    expect(keys).not.toContain('reading_2nd');
    expect(child.offered.every((item) => item.kind === 'other' && item.refusal === null)).toBe(true);

    const studentId = await studentIdOf(family.token);
    const sent = await app.graphql(
      reenroll,
      { termKey: '2026-27', choices: [{ studentId, classKeys: ['math_1st'] }] },
      family.token,
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data.reenroll).toEqual([
      {
        name: family.studentName,
        placements: [{ classKey: 'math_1st', title: 'Math (Grade 1)', status: 'held', position: null }],
        refusals: [],
      },
    ]);
    const household = await app.graphql('{ myHousehold { students { fullName } } }', {}, family.token);
    expect(household.data.myHousehold.students).toEqual([{ fullName: family.studentName }]);
  });

  it("proposes last term's classes and their next level once the next term opens to returning families", async () => {
    const family = await familyWithChild('Juniper', ['reading_1st', 'math_1st'], '03/14/2020');
    const newcomer = await familyWithChild('Basil', ['science_1st_2nd'], '03/14/2020');
    await app.app.db.write((manager) =>
      manager.query(`UPDATE placements SET status = 'withdrawn' WHERE class_key = 'science_1st_2nd'`),
    );
    // Not open yet: no offer for Fall 2027.
    expect((await offers(family.token)).map((offer) => offer.termKey)).toEqual(['2026-27']);

    const opened = await app.graphql(
      `mutation($windows: RegistrationWindowsInput) { setTermRegistration(termKey: "fall-2027", windows: $windows) { key } }`,
      { windows: { returning: daysFromNow(-1), everyone: daysFromNow(14) } },
      admin,
    );
    expect(opened.errors).toBeUndefined();

    const fall = (await offers(family.token)).find((offer) => offer.termKey === 'fall-2027')!;
    expect(fall).toMatchObject({ open: true, notice: null });
    const proposed = fall.students[0].offered.filter((item) => item.kind !== 'other');
    expect(proposed).toEqual([
      { classKey: 'reading_2nd_fall_2027', kind: 'next', follows: 'reading_1st', seatsLeft: 12, refusal: null },
      { classKey: 'reading_1st_fall_2027', kind: 'same', follows: 'reading_1st', seatsLeft: 12, refusal: null },
      { classKey: 'math_2nd_3rd_fall_2027', kind: 'next', follows: 'math_1st', seatsLeft: 16, refusal: null },
      { classKey: 'math_1st_fall_2027', kind: 'same', follows: 'math_1st', seatsLeft: 14, refusal: null },
    ]);

    // "Needs your attention" says so to the returning family, and when to the new one, until a child has a place.
    const termLines = async (token: string) =>
      ((await app.graphql('{ attention { kind text } }', {}, token)).data.attention as { kind: string; text: string }[])
        .filter((item) => item.kind === 'TERM_ENROLLMENT')
        .map((item) => item.text);
    expect(await termLines(family.token)).toEqual([
      'Enrollment for Fall 2027 is open to your family: choose classes in My family.',
    ]);
    expect((await termLines(newcomer.token))[0]).toMatch(
      /^Registration for Fall 2027 is open to returning families now, and opens to everyone on /,
    );

    // One step: both next levels at once; the same child, no details typed again.
    const studentId = await studentIdOf(family.token);
    const sent = await app.graphql(
      reenroll,
      {
        termKey: 'fall-2027',
        choices: [{ studentId, classKeys: ['reading_2nd_fall_2027', 'math_2nd_3rd_fall_2027'] }],
      },
      family.token,
    );
    expect(sent.data.reenroll[0]).toMatchObject({
      placements: [
        { classKey: 'reading_2nd_fall_2027', status: 'held' },
        { classKey: 'math_2nd_3rd_fall_2027', status: 'held' },
      ],
      refusals: [],
    });
    expect(await termLines(family.token)).toEqual([]);
    const after = (await offers(family.token)).find((offer) => offer.termKey === 'fall-2027')!;
    expect(after.students[0].enrolled.map((item) => item.classKey).sort()).toEqual([
      'math_2nd_3rd_fall_2027',
      'reading_2nd_fall_2027',
    ]);
    // Reading (Grade 1) in Fall 2027 meets at 8 on Tuesdays like Reading (Grade 2): refused now, with the reason.
    expect(after.students[0].offered.find((item) => item.classKey === 'reading_1st_fall_2027')?.refusal).toMatch(
      /^Reading \(Grade 1\)/,
    );

    // A family whose child was not enrolled last term waits for everyone's date, and is told when it is.
    const waiting = (await offers(newcomer.token)).find((offer) => offer.termKey === 'fall-2027')!;
    expect(waiting.open).toBe(false);
    expect(waiting.notice).toMatch(
      /^Registration for Fall 2027 is open to returning families now, and opens to everyone on /,
    );
    const refused = await app.graphql(
      reenroll,
      {
        termKey: 'fall-2027',
        choices: [{ studentId: await studentIdOf(newcomer.token), classKeys: ['science_1st_2nd_fall_2027'] }],
      },
      newcomer.token,
    );
    expect(refused.data.reenroll[0].placements).toEqual([]);
    expect(refused.data.reenroll[0].refusals[0].message).toMatch(
      /^Science \(Grades 1–2\): Registration for Fall 2027 is open to returning families now/,
    );
  });

  it('refuses a class of another term and a child of another household', async () => {
    const family = await familyWithChild('Sage', ['reading_1st'], '03/14/2020');
    const other = await familyWithChild('Rowan', ['reading_1st'], '03/14/2020');
    const studentId = await studentIdOf(family.token);
    const wrongTerm = await app.graphql(
      reenroll,
      { termKey: 'fall-2027', choices: [{ studentId, classKeys: ['math_1st'] }] },
      family.token,
    );
    expect(wrongTerm.errors?.[0]).toMatchObject({
      message: 'Please choose only classes of Fall 2027.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const notTheirs = await app.graphql(
      reenroll,
      { termKey: '2026-27', choices: [{ studentId: await studentIdOf(other.token), classKeys: ['math_1st'] }] },
      family.token,
    );
    expect(notTheirs.errors?.[0]).toMatchObject({
      message: 'That student is not in your household.',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});
