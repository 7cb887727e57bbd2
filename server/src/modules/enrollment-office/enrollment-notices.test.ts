import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enrollThroughForm,
  placementOf,
  setSeats,
  setStatus,
  uniqueEmail,
  uniqueName,
} from '../../test-support/enrollments';
import { SmtpCatcher } from '../../test-support/smtp-catcher';
import { TestApp } from '../../test-support/test-app';

let smtp: SmtpCatcher;
let app: TestApp;
let admin: string;

beforeAll(async () => {
  smtp = await SmtpCatcher.start();
  app = await TestApp.start({}, { SMTP_URL: smtp.url, ADMIN_NOTIFY: 'false' });
  admin = await app.adminToken();
  // One seat in Science (Grades 1–2): the second family waits for it.
  expect((await setSeats(app, admin, 'science_1st_2nd', 1)).errors).toBeUndefined();
});
afterAll(async () => {
  await app?.stop();
  await smtp?.close();
});

/** Delivers the outbox and answers what reached one address since the last look. */
const seen = new Set<ParsedMail>();
async function newMailTo(address: string): Promise<ParsedMail[]> {
  await app.app.outbox.drain();
  const mail = smtp.received.filter(
    (message) => !seen.has(message) && message.to && 'text' in message.to && message.to.text === address,
  );
  mail.forEach((message) => seen.add(message));
  return mail;
}

const first = { email: uniqueEmail('first'), student: uniqueName('Ava') };
const second = { email: uniqueEmail('second'), student: uniqueName('Ben') };

describe("the parents' mail", () => {
  it('confirms an enrollment with each class held or waitlisted, and the position in line', async () => {
    await enrollThroughForm(app, {
      parentEmail: first.email,
      studentName: first.student,
      classes: ['science_1st_2nd'],
    });
    await enrollThroughForm(app, {
      parentEmail: second.email,
      studentName: second.student,
      classes: ['science_1st_2nd', 'math_1st'],
    });
    const [toFirst, ...moreFirst] = await newMailTo(first.email);
    expect(moreFirst).toEqual([]);
    expect(toFirst.subject).toBe(`We received your enrollment for ${first.student}`);
    expect(toFirst.text).toContain(`Held: a seat is kept for ${first.student} until your deposit is received.`);
    const [toSecond, ...moreSecond] = await newMailTo(second.email);
    expect(moreSecond).toEqual([]);
    expect(toSecond.text).toMatch(
      new RegExp(`- Science \\(Grades 1–2\\): .*\\. Waitlisted: ${second.student} is number 1 on the waitlist\\.`),
    );
    expect(toSecond.text).toMatch(
      new RegExp(
        `- Math \\(Grade 1\\): .*\\. Held: a seat is kept for ${second.student} until your deposit is received\\.`,
      ),
    );
  });

  it('tells the withdrawn family, and the family promoted from the waitlist, one message each', async () => {
    const held = await placementOf(app, admin, 'science_1st_2nd', first.student);
    expect((await setStatus(app, admin, held.placementId, 'withdrawn')).errors).toBeUndefined();
    const [withdrawn, ...others] = await newMailTo(first.email);
    expect(others).toEqual([]);
    expect(withdrawn.subject).toBe(`${first.student} was withdrawn from Science (Grades 1–2)`);
    expect(withdrawn.text).toContain('Dear Ana Parent,');
    const [promoted, ...more] = await newMailTo(second.email);
    expect(more).toEqual([]);
    expect(promoted.subject).toBe(`A seat opened for ${second.student} in Science (Grades 1–2)`);
    expect(promoted.text).toContain(`Held: a seat is kept for ${second.student} until your deposit is received.`);
  });

  it('tells of a confirmation, and of a decline with its reason', async () => {
    const art = await placementOf(app, admin, 'science_1st_2nd', second.student);
    expect((await setStatus(app, admin, art.placementId, 'confirmed')).errors).toBeUndefined();
    const [confirmed] = await newMailTo(second.email);
    expect(confirmed.subject).toBe(`${second.student}'s place in Science (Grades 1–2) is confirmed`);
    expect(confirmed.text).toContain('We received your deposit');

    const math = await placementOf(app, admin, 'math_1st', second.student);
    const reason = 'The class is for first graders only.';
    expect((await setStatus(app, admin, math.placementId, 'declined', reason)).errors).toBeUndefined();
    const [declined, ...more] = await newMailTo(second.email);
    expect(more).toEqual([]);
    expect(declined.subject).toBe(`${second.student}'s enrollment in Math (Grade 1) was declined`);
    expect(declined.text).toContain(`Reason: ${reason}`);
  });

  it('tells a waiting family when more seats open in the class', async () => {
    const third = { email: uniqueEmail('third'), student: uniqueName('Cal') };
    await enrollThroughForm(app, {
      parentEmail: third.email,
      studentName: third.student,
      classes: ['science_1st_2nd'],
    });
    const [waiting] = await newMailTo(third.email);
    expect(waiting.text).toContain(`Waitlisted: ${third.student} is number 1 on the waitlist.`);
    expect((await setSeats(app, admin, 'science_1st_2nd', 2)).errors).toBeUndefined();
    const [promoted, ...more] = await newMailTo(third.email);
    expect(more).toEqual([]);
    expect(promoted.subject).toBe(`A seat opened for ${third.student} in Science (Grades 1–2)`);
  });

  it('sends nothing for a refused change', async () => {
    const art = await placementOf(app, admin, 'science_1st_2nd', second.student);
    expect((await setStatus(app, admin, art.placementId, 'confirmed')).errors?.[0].extensions?.code).toBe(
      'PLACEMENT_TRANSITION',
    );
    expect(await newMailTo(second.email)).toEqual([]);
  });
});
