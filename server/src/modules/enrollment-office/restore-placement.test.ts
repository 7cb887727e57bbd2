import type { ParsedMail } from 'mailparser';
import { placementTransitionMessage } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enrollThroughForm,
  placementOf,
  rosterOf,
  setSeats,
  setStatus,
  uniqueEmail,
  uniqueName,
} from '../../test-support/enrollments';
import { startAppWithMail } from '../../test-support/app-with-mail';
import type { SmtpCatcher } from '../../test-support/smtp-catcher';
import type { TestApp } from '../../test-support/test-app';
import { Role } from '../accounts';

let started: Awaited<ReturnType<typeof startAppWithMail>> | undefined;
let smtp: SmtpCatcher;
let app: TestApp;
let admin: string;

beforeAll(async () => {
  started = await startAppWithMail({ FORMS_LIMIT_PER_HOUR: '1000' });
  ({ smtp, app, admin } = started);
});
afterAll(() => started?.stop());

/** As the administrator unless a token (or none: signed out) is given. */
const restore = (placementId: string, ...as: [token: string | undefined] | []) =>
  app.graphql(
    'mutation($id: ID!) { restorePlacement(placementId: $id) { status waitlistPosition history { from to by } } }',
    { id: placementId },
    as.length ? as[0] : admin,
  );

/** Enrolls one student per name, in order, into a class; answers their parents' addresses. */
async function enroll(classKey: string, students: string[]): Promise<string[]> {
  const emails = students.map(() => uniqueEmail('family'));
  for (const [i, studentName] of students.entries())
    await enrollThroughForm(app, { parentEmail: emails[i], studentName, classes: [classKey] });
  return emails;
}

const standing = async (classKey: string, student: string) => {
  const { status, waitlistPosition } = await placementOf(app, admin, classKey, student);
  return [status, waitlistPosition];
};

async function mailTo(address: string): Promise<ParsedMail[]> {
  await app.app.outbox.drain();
  return smtp.received.filter((message) => message.to && 'text' in message.to && message.to.text === address);
}

describe('restoring a declined or withdrawn placement', () => {
  it('puts the student at the front of the waitlist, keeps the seat given meanwhile, and tells the family', async () => {
    const classKey = 'math_2nd_3rd';
    expect((await setSeats(app, admin, classKey, 1)).errors).toBeUndefined();
    const [ada, ben, cy] = ['Ada', 'Ben', 'Cy'].map(uniqueName);
    const [adaEmail] = await enroll(classKey, [ada, ben, cy]);
    const { placementId } = await placementOf(app, admin, classKey, ada);
    expect((await setStatus(app, admin, placementId, 'declined', 'Too young')).errors).toBeUndefined();
    expect(await standing(classKey, ben)).toEqual(['held', null]);

    const restored = await restore(placementId);
    expect(restored.errors).toBeUndefined();
    expect(restored.data.restorePlacement).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    expect(restored.data.restorePlacement.history.at(-1)).toEqual({
      from: 'declined',
      to: 'waitlisted',
      by: expect.any(String),
    });
    // Ben keeps the seat he was given; Cy, who waited first, is now second.
    expect(await standing(classKey, ben)).toEqual(['held', null]);
    expect(await standing(classKey, cy)).toEqual(['waitlisted', 2]);

    const notice = (await mailTo(adaEmail)).find((mail) => mail.subject?.includes('back on the waitlist'));
    expect(notice?.subject).toBe(`${ada} is back on the waitlist for Math (Grades 2–3)`);
    expect(notice?.text).toContain('first in line');
  });

  it('gives the restored student a seat at once when one is free', async () => {
    const classKey = 'science_1st_2nd';
    const [dee] = [uniqueName('Dee')];
    await enroll(classKey, [dee]);
    const { placementId } = await placementOf(app, admin, classKey, dee);
    expect((await setStatus(app, admin, placementId, 'withdrawn')).errors).toBeUndefined();
    expect((await restore(placementId)).data.restorePlacement).toMatchObject({
      status: 'held',
      waitlistPosition: null,
    });
    const history = (await rosterOf(app, admin, classKey)).find((row) => row.studentName === dee);
    expect(history?.status).toBe('held');
  });

  it('refuses a placement that is not declined or withdrawn, and one that names none', async () => {
    const classKey = 'history_la_3rd_4th';
    const [eve] = [uniqueName('Eve')];
    await enroll(classKey, [eve]);
    const { placementId } = await placementOf(app, admin, classKey, eve);
    const refused = await restore(placementId);
    expect(refused.errors?.[0]).toMatchObject({
      message: placementTransitionMessage('held', 'waitlisted'),
      extensions: { code: 'PLACEMENT_TRANSITION' },
    });
    expect((await restore('00000000-0000-4000-8000-000000000000')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('is for administrators only: not the family, a teacher, or anyone signed out', async () => {
    const classKey = 'saxon_math_4th';
    const parentEmail = uniqueEmail('owner');
    const owner = await app.seedUser({ role: Role.parent, email: parentEmail });
    const teacher = await app.seedUser({ role: Role.teacher });
    const fay = uniqueName('Fay');
    await enrollThroughForm(app, { parentEmail, studentName: fay, classes: [classKey] });
    const { placementId } = await placementOf(app, admin, classKey, fay);
    expect((await setStatus(app, admin, placementId, 'declined')).errors).toBeUndefined();
    expect((await restore(placementId, undefined)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const token of [owner.token, teacher.token])
      expect((await restore(placementId, token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await standing(classKey, fay)).toEqual(['declined', null]);
  });

  it('two restores at once of one placement: one restores it, the other is refused; two of a class line up', async () => {
    const classKey = 'la_iew_5th_6th';
    expect((await setSeats(app, admin, classKey, 1)).errors).toBeUndefined();
    const [gus, hal, ivy] = ['Gus', 'Hal', 'Ivy'].map(uniqueName);
    await enroll(classKey, [gus, hal, ivy]);
    const ids = await Promise.all(
      [hal, ivy].map(async (name) => (await placementOf(app, admin, classKey, name)).placementId),
    );
    for (const id of ids) expect((await setStatus(app, admin, id, 'withdrawn')).errors).toBeUndefined();

    const twice = await Promise.all([restore(ids[0]), restore(ids[0])]);
    expect(twice.map((answer) => answer.errors?.[0]?.extensions?.code ?? 'OK').sort()).toEqual([
      'OK',
      'PLACEMENT_TRANSITION',
    ]);
    expect((await restore(ids[1])).errors).toBeUndefined();
    // Each restore goes to the front: the later one first.
    expect(await standing(classKey, ivy)).toEqual(['waitlisted', 1]);
    expect(await standing(classKey, hal)).toEqual(['waitlisted', 2]);
    expect(await standing(classKey, gus)).toEqual(['held', null]);
  });
});
