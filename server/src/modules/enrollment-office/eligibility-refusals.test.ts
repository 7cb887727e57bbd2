import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionIdField } from '@coop/contract';
import {
  enrollmentFields,
  placementOf,
  postEnrollment,
  setStatus,
  uniqueEmail,
  uniqueName,
} from '../../test-support/enrollments';
import { TestApp, type GraphqlAnswer } from '../../test-support/test-app';
import { Role } from '../accounts';
import { FormSubmission } from '../forms';
import { Enrollment } from './enrollment.entity';
import { Placement } from './placement.entity';

// The enrollment's eligibility rules on arrival, over the real catalog: the 2026–27 year starts on August 18, 2026.

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await TestApp.start();
  admin = await app.adminToken();
});
afterAll(() => app?.stop());

/** The sentences speak of the year's first day as past or to come, by the clock the server runs on. */
const wasOrWillBe = () => (new Date() >= new Date('2026-08-18T05:00:00Z') ? 'was' : 'will be');

/** Six on August 18, 2026: of age for Math (Grade 1) and Math (Grades 2–3), far from Condor Ascent's 14 to 18. */
const sixYearsOld = '08/18/2020';

const stored = async () => ({
  submissions: await app.app.db.manager.count(FormSubmission),
  enrollments: await app.app.db.manager.count(Enrollment),
  placements: await app.app.db.manager.count(Placement),
});

const overrideMutation = `mutation($input: EligibilityOverrideInput!) {
  overrideEligibility(input: $input) { classKey classTitle studentName reason by at }
}`;

describe('POST /forms/enrollment refuses a class the student may not take', () => {
  it('answers 422 with a sentence per class for the age and for two classes at the same time, and stores nothing', async () => {
    const before = await stored();
    const name = uniqueName('Sam');
    const answer = await postEnrollment(
      app,
      enrollmentFields(['condor_assent', 'math_1st', 'math_2nd_3rd', 'reading_1st'], {
        studentName: name,
        birthday: sixYearsOld,
      }),
    );
    expect(answer).toEqual({
      status: 422,
      body: {
        ok: false,
        errors: {
          condor_assent: `Spanish Bites: Condor Ascent (Ages 14–18) is for students aged 14 to 18 when the term starts; ${name} ${wasOrWillBe()} 6 on August 18, 2026.`,
          math_1st:
            'Math (Grade 1) meets Tue & Thu 9:30–10:30 AM, at the same time as Math (Grades 2–3) on Tue & Thu 9:00–10:00 AM.',
          math_2nd_3rd:
            'Math (Grades 2–3) meets Tue & Thu 9:00–10:00 AM, at the same time as Math (Grade 1) on Tue & Thu 9:30–10:30 AM.',
        },
      },
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a class at the hours of one the student already holds, naming it', async () => {
    const name = uniqueName('Ada');
    const student = { studentName: name, birthday: sixYearsOld, parentEmail: uniqueEmail('ada') };
    expect((await postEnrollment(app, enrollmentFields(['math_1st'], student))).status).toBe(200);
    const before = await stored();
    const answer = await postEnrollment(app, enrollmentFields(['math_2nd_3rd'], student));
    expect(answer).toEqual({
      status: 422,
      body: {
        ok: false,
        errors: {
          math_2nd_3rd: `Math (Grades 2–3) meets Tue & Thu 9:00–10:00 AM, at the same time as Math (Grade 1) on Tue & Thu 9:30–10:30 AM, which ${name} is already enrolled in.`,
        },
      },
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a prerequisite not met, and takes one that may be chosen beside the class', async () => {
    const name = uniqueName('Noa');
    const student = { studentName: name, birthday: '03/01/2013', parentEmail: uniqueEmail('noa') };
    expect(await postEnrollment(app, enrollmentFields(['physical_science_8th'], student))).toEqual({
      status: 422,
      body: {
        ok: false,
        errors: {
          physical_science_8th: `Physical Science (Grade 8) requires Algebra 1 (Grade 8) or Algebra 1 (Grades 9–10) taken before or chosen on this form; if ${name} has taken it elsewhere, the co-op's office can allow the class.`,
        },
      },
    });
    const both = await postEnrollment(app, enrollmentFields(['algebra_1_8th', 'physical_science_8th'], student));
    expect(both.status).toBe(200);
  });

  it('answers a repeat of a stored submission as before, even when the same form would now be refused', async () => {
    const student = { studentName: uniqueName('Eli'), birthday: sixYearsOld, parentEmail: uniqueEmail('eli') };
    const first = enrollmentFields(['math_1st'], student);
    expect((await postEnrollment(app, first)).status).toBe(200);
    const math = await placementOf(app, admin, 'math_1st', student.studentName);
    expect((await setStatus(app, admin, math.placementId, 'withdrawn')).errors).toBeUndefined();
    // Now the student holds Math (Grades 2–3), which meets at Math (Grade 1)'s hours.
    expect((await postEnrollment(app, enrollmentFields(['math_2nd_3rd'], student))).status).toBe(200);
    expect(await postEnrollment(app, first)).toEqual({ status: 200, body: { ok: true, placements: [] } });
    expect(first[submissionIdField]).toBeTruthy();
  });
});

describe("the office's override", () => {
  it('lets a refused student into that class, and the placement history says who allowed it and why', async () => {
    const parentEmail = uniqueEmail('sam');
    const name = uniqueName('Sam');
    const student = { studentName: name, birthday: sixYearsOld, parentEmail };
    expect((await postEnrollment(app, enrollmentFields(['condor_assent'], student))).status).toBe(422);

    const given = await app.graphql(
      overrideMutation,
      {
        input: {
          parentEmail: parentEmail.toUpperCase(),
          studentName: ` ${name} `,
          studentBirthday: sixYearsOld,
          classKey: 'condor_assent',
          reason: 'Fluent in Spanish; joins the older group with a sibling',
        },
      },
      admin,
    );
    expect(given.errors).toBeUndefined();
    expect(given.data.overrideEligibility).toMatchObject({
      classKey: 'condor_assent',
      classTitle: 'Spanish Bites: Condor Ascent (Ages 14–18)',
      studentName: name,
      reason: 'Fluent in Spanish; joins the older group with a sibling',
    });
    const by = given.data.overrideEligibility.by as string;

    const answer = await postEnrollment(app, enrollmentFields(['condor_assent'], student));
    expect(answer).toEqual({
      status: 200,
      body: { ok: true, placements: [{ classKey: 'condor_assent', status: 'held', position: null }] },
    });
    const history = await app.graphql(
      `query($search: String!) { rosterSearch(search: $search) { classKey history { to by reason } } }`,
      { search: name },
      admin,
    );
    expect(history.data.rosterSearch).toEqual([
      {
        classKey: 'condor_assent',
        history: [
          {
            to: 'held',
            by: 'Enrollment form',
            reason: `Allowed despite the class's rules by ${by}: Fluent in Spanish; joins the older group with a sibling`,
          },
        ],
      },
    ]);
    // Only that class: another the student is too young for is still refused.
    const other = await postEnrollment(app, enrollmentFields(['amazon_trail'], student));
    expect(other.status).toBe(422);
  });

  it('needs a reason and a class of the catalog', async () => {
    const input = {
      parentEmail: 'a@example.org',
      studentName: 'Ana',
      studentBirthday: sixYearsOld,
      classKey: 'condor_assent',
      reason: '  ',
    };
    const noReason = await app.graphql(overrideMutation, { input }, admin);
    expect(noReason.errors?.[0]).toMatchObject({
      message: 'Please give the reason this student may take the class.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const noClass = await app.rest('POST', '/api/eligibility-override.php', {
      body: { ...input, reason: 'Met elsewhere', classKey: 'no_such_class' },
      token: admin,
    });
    expect(noClass.status).toBe(404);
    expect(await app.app.db.manager.count('eligibility_overrides')).toBe(1);
  });
});

describe('who may override', () => {
  const roles = ['anonymous', 'parent', 'teacher', 'admin'] as const;
  type RoleName = (typeof roles)[number];
  const tokens = {} as Record<RoleName, string | undefined>;

  beforeAll(async () => {
    tokens.admin = admin;
    tokens.parent = (await app.seedUser({ role: Role.parent })).token;
    tokens.teacher = (await app.seedUser({ role: Role.teacher })).token;
  });

  const input = () => ({
    parentEmail: uniqueEmail('role'),
    studentName: `Kid ${randomUUID().slice(0, 6)}`,
    studentBirthday: sixYearsOld,
    classKey: 'geometry_10th_12th',
    reason: 'Took Algebra 1 at another school',
  });

  it('on GraphQL: administrators only', async () => {
    const codes: Record<string, string> = {};
    for (const role of roles) {
      const answer: GraphqlAnswer = await app.graphql(overrideMutation, { input: input() }, tokens[role]);
      codes[role] = answer.errors?.[0]?.extensions?.code ?? 'OK';
    }
    expect(codes).toEqual({ anonymous: 'UNAUTHENTICATED', parent: 'FORBIDDEN', teacher: 'FORBIDDEN', admin: 'OK' });
  });

  it('on REST: administrators only', async () => {
    const statuses: Record<string, number> = {};
    for (const role of roles) {
      const answer = await app.rest('POST', '/api/eligibility-override.php', { body: input(), token: tokens[role] });
      statuses[role] = answer.status;
      if (role === 'admin')
        expect(answer.body).toMatchObject({
          success: true,
          override: { classKey: 'geometry_10th_12th', reason: 'Took Algebra 1 at another school' },
        });
    }
    expect(statuses).toEqual({ anonymous: 401, parent: 403, teacher: 403, admin: 200 });
  });
});
