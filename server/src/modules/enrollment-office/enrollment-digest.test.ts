import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { TestApp } from '../../test-support/test-app';
import { OutboxMessage } from '../mail';
import { Role } from '../accounts';
import { digestContents } from './digest-contents';
import { DigestRun } from './digest-run.entity';
import { defaultDigestSettings, EnrollmentDigest } from './enrollment-digest';
import { Enrollment } from './enrollment.entity';
import { Placement } from './placement.entity';
import { catalogOnDisk, siteDetailsOnDisk } from '../../test-support/content-on-disk';

let app: TestApp;
let administrators: string[];

beforeAll(async () => {
  app = await TestApp.start();
  const second = await app.seedUser({ role: Role.admin, email: `second-admin-${randomUUID()}@example.test` });
  administrators = [app.config.admin.email, second.user.email].sort();
});
afterAll(() => app?.stop());

/** A digest worker of one instance, as the app would make it, with its own clock. */
function digestOn(db: Database): EnrollmentDigest {
  const catalog = catalogOnDisk(app.config.contentDir);
  const mail = { site: siteDetailsOnDisk(app.config.contentDir), siteUrl: app.config.siteUrl, adminNotify: true };
  const classes = new Map(catalog.classes.map((item) => [item.key, item]));
  return new EnrollmentDigest(
    db,
    mail,
    () => catalog.timeZone,
    digestContents(() => classes),
    defaultDigestSettings,
    () => {},
  );
}

/** An enrollment received at `at`, held in Math (Grade 1). */
async function enrolled(studentName: string, at: string): Promise<void> {
  const id = randomUUID();
  await app.app.db.write(async (manager) => {
    await manager.insert(Enrollment, {
      id,
      parentName: 'Ana Park',
      parentEmail: 'ana@example.org',
      parentPhone: '(479) 555-0101',
      studentName,
      studentAge: 7,
      studentBirthday: '03/14/2019',
      studentAllergies: 'Peanuts',
      createdAt: new Date(at),
    });
    await manager.insert(Placement, {
      id: randomUUID(),
      enrollmentId: id,
      classKey: 'math_1st',
      studentKey: `ana@example.org|${studentName.toLowerCase()}|03/14/2019`,
      status: 'held',
      queueOrder: 1,
      reason: null,
      statusAt: new Date(at),
      createdAt: new Date(at),
    });
  });
}

const digestMail = () =>
  app.app.db.manager.find(OutboxMessage, { where: { kind: 'enrollment_digest' }, order: { recipient: 'ASC' } });

describe("the administrators' morning digest", () => {
  it('goes out once at 07:00 in the catalog time zone, with the enrollments since the previous 07:00, whatever the number of instances', async () => {
    // America/Chicago is six hours behind UTC in November: 07:00 there is 13:00 UTC.
    await enrolled('Before Window', '2026-11-25T12:59:00Z');
    await enrolled('Mia Park', '2026-11-25T13:00:00Z');
    await enrolled('Leo Park', '2026-11-26T12:59:00Z');
    await enrolled('After Window', '2026-11-26T13:00:00Z');
    const workers = [digestOn(app.app.db), digestOn((await app.alongside()).app.db)];

    expect(await workers[0].runDue(new Date('2026-11-26T12:59:59Z'))).toBe(false);
    expect(await digestMail()).toEqual([]);

    const claims = await Promise.all(workers.map((worker) => worker.runDue(new Date('2026-11-26T13:05:00Z'))));
    expect(claims.filter(Boolean)).toHaveLength(1);
    const mail = await digestMail();
    expect(mail.map((message) => message.recipient)).toEqual(administrators);
    expect(mail[0].subject).toBe('2 new enrollments for Ozark Learning Hub, Thursday, November 26, 2026');
    expect(mail[0].text).toContain('- Mia Park (parent Ana Park, ana@example.org): Math (Grade 1) — Held');
    expect(mail[0].text).toContain('- Leo Park (parent Ana Park, ana@example.org)');
    expect(mail[0].text).not.toContain('Before Window');
    expect(mail[0].text).not.toContain('After Window');

    // Later the same day, on any instance, nothing more.
    const later = new Date('2026-11-26T20:00:00Z');
    const again = await Promise.all([digestOn(app.app.db), ...workers].map((worker) => worker.runDue(later)));
    expect(again).toEqual([false, false, false]);
    expect(await digestMail()).toHaveLength(2);
  });

  it('mails nobody on a day without new enrollments, and still counts the day as done', async () => {
    const before = (await digestMail()).length;
    expect(await digestOn(app.app.db).runDue(new Date('2026-12-10T14:00:00Z'))).toBe(true);
    expect(await digestMail()).toHaveLength(before);
    expect(await app.app.db.manager.existsBy(DigestRun, { day: '2026-12-10' })).toBe(true);
  });
});

describe('ENROLLMENT_DIGEST', () => {
  /**
   * Starts the app with its clock before 07:00, so its worker cannot claim the day before the enrollment is in,
   * then moves the clock past 07:00; `counts` tells what its worker has done since.
   */
  async function appPastSevenWithAnEnrollment(env: Record<string, string>) {
    let clock = new Date('2026-11-26T12:00:00Z');
    const running = await TestApp.start({}, env, { digest: { pollMs: 20, now: () => clock } });
    await running.app.db.write((manager) =>
      manager.insert(Enrollment, {
        id: randomUUID(),
        parentName: 'Ana Park',
        parentEmail: 'ana@example.org',
        parentPhone: '(479) 555-0101',
        studentName: 'Leo Park',
        studentAge: 7,
        studentBirthday: '03/14/2019',
        studentAllergies: 'None',
        createdAt: new Date('2026-11-26T08:00:00Z'),
      }),
    );
    const counts = async () => ({
      mail: await running.app.db.manager.countBy(OutboxMessage, { kind: 'enrollment_digest' }),
      runs: await running.app.db.manager.count(DigestRun),
    });
    expect(await counts()).toEqual({ mail: 0, runs: 0 });
    clock = new Date('2026-11-26T13:05:00Z');
    return { running, counts };
  }

  /** Until the app's worker has claimed the day: within moments, but a busy machine may take a while. */
  const claimed = (counts: () => Promise<{ runs: number }>) =>
    expect.poll(async () => (await counts()).runs, { timeout: 30_000 }).toBe(1);

  it('is on unless set to off: the running app sends the day’s digest by itself', async () => {
    const on = await appPastSevenWithAnEnrollment({});
    try {
      await claimed(on.counts);
      expect(await on.counts()).toEqual({ mail: 1, runs: 1 });
    } finally {
      await on.running.stop();
    }
  });

  it('off, sends none and claims no day, by the time an app with it on has sent its digest', async () => {
    const off = await appPastSevenWithAnEnrollment({ ENROLLMENT_DIGEST: 'off' });
    const on = await appPastSevenWithAnEnrollment({});
    try {
      await claimed(on.counts);
      expect(await off.counts()).toEqual({ mail: 0, runs: 0 });
    } finally {
      await on.running.stop();
      await off.running.stop();
    }
  });
});
