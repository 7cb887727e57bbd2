import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { entities } from '../../entities';
import { Placement } from '../../modules/enrollment-office';
import {
  Household,
  HouseholdEvent,
  HouseholdFormAddress,
  HouseholdGuardian,
  HouseholdStudent,
} from '../../modules/households';
import { createTestDatabase, testEngine } from '../../test-support/test-database';
import { openDatabase } from '../database';
import { Households1766709700000 } from './1766709700000-households';
import { migrations } from './index';

// The upgrade as a co-op with a term of enrollments would run it: two children of the Rivera family on two forms
// (the second typed with its e-mail in capitals, one child sent twice), the Chen family on one, and accounts for
// both parents, one of them with its address confirmed.

it('makes a household of each family, a student of each child, the confirmed account its guardian, and links the placements', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-db-'));
  const database = testEngine() === 'postgres' ? await createTestDatabase() : undefined;
  const db = await openDatabase({ dataDir, databaseUrl: database?.url }, { entities });
  const runner = db.source.createQueryRunner();
  const migration = new Households1766709700000();
  const run = (sql: string, parameters: Record<string, unknown>) => {
    const [text, values] = db.source.driver.escapeQueryWithParameters(sql, parameters);
    return runner.query(text, values);
  };
  try {
    // Back to just before households: the later tables that point at them go first, newest first.
    const later = migrations.slice(migrations.indexOf(Households1766709700000) + 1).reverse();
    for (const Later of later) await new Later().down(runner);
    await migration.down(runner);
    const user = (id: string, email: string, verified: string | null) =>
      run(
        `INSERT INTO "users" ("id", "name", "email", "password_hash", "role", "status", "created_at", "verified_email")
         VALUES (:id, :id, :email, 'hash', 'parent', 'approved', '2026-01-01 00:00:00', :verified)`,
        { id, email, verified },
      );
    await user('00000000-0000-4000-8000-000000000001', 'maria@example.org', 'maria@example.org');
    await user('00000000-0000-4000-8000-000000000002', 'wei@example.org', null);
    const enrollment = (
      id: string,
      at: string,
      parent: [name: string, email: string, phone: string],
      student: [name: string, birthday: string, allergies: string],
    ) =>
      run(
        `INSERT INTO "enrollments" ("id", "parent_name", "parent_email", "parent_phone", "student_name", "student_age",
           "student_birthday", "student_allergies", "created_at")
         VALUES (:id, :parentName, :email, :phone, :student, 9, :birthday, :allergies, :at)`,
        {
          id,
          parentName: parent[0],
          email: parent[1],
          phone: parent[2],
          student: student[0],
          birthday: student[1],
          allergies: student[2],
          at,
        },
      );
    const placement = (id: string, enrollmentId: string, classKey: string, key: string) =>
      run(
        `INSERT INTO "placements" ("id", "enrollment_id", "class_key", "student_key", "status", "queue_order", "status_at", "created_at")
         VALUES (:id, :enrollmentId, :classKey, :key, 'held', 1, '2026-02-01 00:00:00', '2026-02-01 00:00:00')`,
        { id, enrollmentId, classKey, key },
      );
    const ids = (n: number) => `00000000-0000-4000-9000-00000000000${n}`;
    await enrollment(
      ids(1),
      '2026-02-01 10:00:00',
      ['Maria Rivera', 'maria@example.org', '479-555-0101'],
      ['Sam Rivera', '03/14/2017', 'Peanuts'],
    );
    await placement(ids(1), ids(1), 'math_1st', 'maria@example.org|sam rivera|03/14/2017');
    await enrollment(
      ids(2),
      '2026-02-03 10:00:00',
      ['Maria  Rivera', 'MARIA@example.org', '479-555-0199'],
      ['Ana Rivera', '07/02/2015', 'None'],
    );
    await placement(ids(2), ids(2), 'reading_3rd', 'maria@example.org|ana rivera|07/02/2015');
    await enrollment(
      ids(3),
      '2026-02-04 10:00:00',
      ['Maria Rivera', 'maria@example.org', '479-555-0199'],
      ['sam  RIVERA', '03/14/2017', 'Peanuts, tree nuts'],
    );
    await placement(ids(3), ids(3), 'reading_1st', 'maria@example.org|sam rivera|03/14/2017');
    await enrollment(
      ids(4),
      '2026-02-05 10:00:00',
      ['Wei Chen', 'wei@example.org', '479-555-0303'],
      ['Lin Chen', '11/30/2016', 'None'],
    );
    await placement(ids(4), ids(4), 'math_1st', 'wei@example.org|lin chen|11/30/2016');

    await migration.up(runner);

    const households = await db.manager.find(Household, { order: { createdAt: 'ASC' } });
    expect(households.map(({ name, homePhone, address }) => ({ name, homePhone, address }))).toEqual([
      { name: 'The Rivera family', homePhone: '479-555-0199', address: '' },
      { name: 'The Chen family', homePhone: '479-555-0303', address: '' },
    ]);
    const [rivera, chen] = households;
    const students = async (householdId: string) =>
      (await db.manager.find(HouseholdStudent, { where: { householdId }, order: { fullName: 'ASC' } })).map(
        ({ fullName, birthday, grade, allergies, emergencyContacts, pickupAdults }) => ({
          fullName,
          birthday,
          grade,
          allergies,
          emergencyContacts,
          pickupAdults,
        }),
      );
    expect(await students(rivera.id)).toEqual([
      {
        fullName: 'Ana Rivera',
        birthday: '2015-07-02',
        grade: null,
        allergies: 'None',
        emergencyContacts: [],
        pickupAdults: [],
      },
      {
        fullName: 'sam RIVERA',
        birthday: '2017-03-14',
        grade: null,
        allergies: 'Peanuts, tree nuts',
        emergencyContacts: [],
        pickupAdults: [],
      },
    ]);
    expect(await students(chen.id)).toHaveLength(1);
    expect(await db.manager.findBy(HouseholdFormAddress, { householdId: rivera.id })).toEqual([
      { email: 'maria@example.org', householdId: rivera.id },
    ]);
    // Maria confirmed her address: she is the Riveras' guardian; Wei has not, so the Chens have none yet.
    expect(await db.manager.find(HouseholdGuardian, { select: { userId: true, householdId: true } })).toEqual([
      { userId: '00000000-0000-4000-8000-000000000001', householdId: rivera.id },
    ]);
    expect((await db.manager.findBy(HouseholdEvent, { householdId: rivera.id })).map((line) => line.text)).toEqual([
      'Created from the enrollment forms.',
    ]);

    const sam = await db.manager.findOneByOrFail(HouseholdStudent, { householdId: rivera.id, birthday: '2017-03-14' });
    const linked = await db.manager.find(Placement, { order: { classKey: 'ASC' } });
    expect(linked.filter((row) => row.studentId === sam.id).map((row) => row.classKey)).toEqual([
      'math_1st',
      'reading_1st',
    ]);
    expect(linked.every((row) => row.studentId !== null)).toBe(true);
  } finally {
    await runner.release();
    await db.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
