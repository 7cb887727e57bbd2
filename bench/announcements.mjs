// @ts-check
// 10. Announcements: how long the request that sends one to all families takes for a co-op of 2,000 households,
// on SQLite and on PostgreSQL. The request reads the audience, queues one mail per address in the outbox and writes
// one inbox row per account, all in its own write; delivering the mail is the outbox's work afterwards.
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres } from '../scripts/throwaway-postgres.mjs';
import { requireBuilt, startInProcessApp } from './in-process.mjs';
import { ensureBuilt, figure, median, root } from './lib.mjs';

const section = 'announcements';
const households = 2_000;
const sends = 3;
const targetMs = 2_000;
/** Rows per insert while seeding: under either engine's limit on a statement's parameters. */
const slice = 200;

/**
 * 2,000 households written straight to the database, as the enrollment form and My family leave them: each with
 * its form's address, one or two children held in the catalog's classes, and every other one a guardian account.
 * @param {any} db
 */
async function seedCoop(db) {
  const { Household, HouseholdFormAddress, HouseholdGuardian, HouseholdStudent } = requireBuilt('modules/households');
  const { Enrollment, Placement } = requireBuilt('modules/enrollment-office');
  const { User } = requireBuilt('modules/accounts');
  /** @type {import('@coop/contract').Catalog} */
  const catalog = JSON.parse(readFileSync(path.join(root, 'content/catalog.json'), 'utf8'));
  const classKeys = catalog.classes.map((item) => item.key);
  const at = new Date();
  for (let start = 0; start < households; start += slice) {
    /** @type {Record<string, any[]>} */
    const rows = { households: [], addresses: [], users: [], guardians: [], students: [], enrollments: [], places: [] };
    for (let n = start; n < Math.min(start + slice, households); n++) {
      const id = randomUUID();
      const email = `family-${n}@bench.test`;
      rows.households.push({ id, name: `Family ${n}`, address: '', homePhone: '', createdAt: at, updatedAt: at });
      rows.addresses.push({ email, householdId: id });
      if (n % 2 === 0) {
        const userId = randomUUID();
        const guardian = `guardian-${n}@bench.test`;
        rows.users.push({
          id: userId,
          name: `Guardian ${n}`,
          email: guardian,
          passwordHash: 'x',
          role: 'parent',
          status: 'approved',
          createdAt: at,
          approvedAt: at,
          approvedBy: null,
          verifiedEmail: guardian,
        });
        rows.guardians.push({ userId, householdId: id, addedAt: at });
      }
      for (let child = 0; child < 1 + (n % 2); child++) {
        const studentId = randomUUID();
        const enrollmentId = randomUUID();
        rows.students.push({
          id: studentId,
          householdId: id,
          fullName: `Child ${n}-${child}`,
          birthday: '2017-01-01',
          grade: '3',
          allergies: 'None',
          medicalNotes: '',
          emergencyContacts: [],
          pickupAdults: [],
          createdAt: at,
        });
        rows.enrollments.push({
          id: enrollmentId,
          parentName: `Parent ${n}`,
          parentEmail: email,
          parentPhone: '1',
          studentName: `Child ${n}-${child}`,
          studentAge: 9,
          studentBirthday: '01/01/2017',
          studentAllergies: 'None',
          createdAt: at,
        });
        rows.places.push({
          id: randomUUID(),
          enrollmentId,
          classKey: classKeys[(n + child) % classKeys.length],
          studentKey: `${email}|${child}`,
          studentId,
          status: 'held',
          queueOrder: n,
          reason: null,
          statusAt: at,
          createdAt: at,
        });
      }
    }
    await db.write(async (/** @type {import('typeorm').EntityManager} */ manager) => {
      await manager.insert(Household, rows.households);
      await manager.insert(HouseholdFormAddress, rows.addresses);
      if (rows.users.length) await manager.insert(User, rows.users);
      if (rows.guardians.length) await manager.insert(HouseholdGuardian, rows.guardians);
      await manager.insert(HouseholdStudent, rows.students);
      await manager.insert(Enrollment, rows.enrollments);
      await manager.insert(Placement, rows.places);
    });
  }
}

/**
 * The sendAnnouncement request, timed from the client, to all families of the seeded co-op, a few times over.
 * @param {{ dataDir: string, databaseUrl?: string }} where
 */
async function measureSend(where) {
  const app = await startInProcessApp(where);
  try {
    await seedCoop(app.app.db);
    /** @type {number[]} */
    const times = [];
    let reach;
    for (let i = 0; i < sends; i++) {
      const started = performance.now();
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${app.token}` },
        body: JSON.stringify({
          query:
            'mutation($input: SendAnnouncementInput!) { sendAnnouncement(input: $input) { reach { households addresses accounts } } }',
          variables: {
            input: { subject: `Bench ${i}`, body: 'A **short** note to every family.', audience: { kind: 'families' } },
          },
        }),
      });
      const body = await response.json();
      times.push(performance.now() - started);
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      reach = body.data.sendAnnouncement.reach;
    }
    return { ms: median(times), reach };
  } finally {
    await app.close();
  }
}

export async function benchAnnouncements() {
  ensureBuilt();
  const figures = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-announcements-'));
  try {
    const sqlite = await measureSend({ dataDir });
    figures.push(
      figure(
        section,
        `sendAnnouncement to all of ${households} households, SQLite (median of ${sends})`,
        sqlite.ms,
        'ms',
        `< ${targetMs} ms`,
        sqlite.ms < targetMs,
        `${sqlite.reach.addresses} mails queued, ${sqlite.reach.accounts} inbox rows in the request's write`,
      ),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-postgres.mjs')], { stdio: 'inherit' });
  const cluster = await startThrowawayPostgres({ databases: ['coop'] });
  const pgDir = mkdtempSync(path.join(tmpdir(), 'bench-announcements-pg-'));
  try {
    const postgres = await measureSend({ dataDir: pgDir, databaseUrl: cluster.urlFor('coop') });
    figures.push(
      figure(
        section,
        `sendAnnouncement to all of ${households} households, PostgreSQL (median of ${sends})`,
        postgres.ms,
        'ms',
        `< ${targetMs} ms`,
        postgres.ms < targetMs,
        `${postgres.reach.addresses} mails queued, ${postgres.reach.accounts} inbox rows in the request's write`,
      ),
    );
  } finally {
    await cluster.stop();
    rmSync(pgDir, { recursive: true, force: true });
  }
  return figures;
}
