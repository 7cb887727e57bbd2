import { randomUUID } from 'node:crypto';
import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { birthdayFromForm, householdNameFor } from '@coop/contract';
import { timestampType } from './column-types';

const placementStudentIndex = 'IDX_placements_student_id';

interface EnrollmentRow {
  parent_name: string;
  parent_email: string;
  parent_phone: string;
  student_name: string;
  student_birthday: string;
  student_allergies: string;
  created_at: unknown;
}

/**
 * The enrollment office's student key as it stands at this migration (e-mail, name and birthday, trimmed,
 * lower-cased, inner spacing as one space), written out here so that a later change to the office's key never
 * changes what this migration did; placements carry the key it matches.
 */
function keyOf(row: EnrollmentRow): string {
  return [row.parent_email, row.student_name.replace(/\s+/g, ' '), row.student_birthday]
    .map((part) => part.trim().toLowerCase())
    .join('|');
}

/**
 * Households: a family's contact details, guardians (accounts), students with their details, waiting invitations,
 * the addresses its enrollment forms came with, and its history in words. Placements get the id of the student
 * they are for. Today's enrollments are carried: each parent e-mail becomes a household (name and phone from its
 * newest form), each distinct student of it a student (name, birthday as a date, allergies from their newest form;
 * grade unknown), the account whose confirmed address it is its guardian, and every placement its student's id.
 */
export class Households1766709700000 implements MigrationInterface {
  name = 'Households1766709700000';

  async up(runner: QueryRunner): Promise<void> {
    const timestamp = timestampType(runner);
    const id = { name: 'id', type: 'varchar', length: '36', isPrimary: true };
    const householdId = { name: 'household_id', type: 'varchar', length: '36' };
    await runner.createTable(
      new Table({
        name: 'households',
        columns: [
          id,
          { name: 'name', type: 'varchar', length: '200' },
          { name: 'address', type: 'text' },
          { name: 'home_phone', type: 'varchar', length: '40' },
          { name: 'created_at', type: timestamp },
          { name: 'updated_at', type: timestamp },
        ],
      }),
    );
    const belongs = (table: string, primary: Array<Record<string, unknown>>, rest: Array<Record<string, unknown>>) =>
      runner.createTable(
        new Table({
          name: table,
          columns: [...primary, householdId, ...rest] as never,
          foreignKeys: [
            new TableForeignKey({
              columnNames: ['household_id'],
              referencedTableName: 'households',
              referencedColumnNames: ['id'],
              onDelete: 'CASCADE',
            }),
          ],
          indices: [new TableIndex({ columnNames: ['household_id'] })],
        }),
      );
    await belongs(
      'household_guardians',
      [{ name: 'user_id', type: 'varchar', length: '36', isPrimary: true }],
      [{ name: 'added_at', type: timestamp }],
    );
    await runner.createForeignKey(
      'household_guardians',
      new TableForeignKey({
        columnNames: ['user_id'],
        referencedTableName: 'users',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      }),
    );
    await belongs('household_form_addresses', [{ name: 'email', type: 'varchar', length: '320', isPrimary: true }], []);
    await belongs(
      'household_students',
      [id],
      [
        { name: 'full_name', type: 'varchar', length: '200' },
        { name: 'birthday', type: 'varchar', length: '10', isNullable: true },
        { name: 'grade', type: 'varchar', length: '2', isNullable: true },
        { name: 'allergies', type: 'text' },
        { name: 'medical_notes', type: 'text' },
        { name: 'emergency_contacts', type: 'text' },
        { name: 'pickup_adults', type: 'text' },
        { name: 'created_at', type: timestamp },
      ],
    );
    await belongs(
      'household_events',
      [id],
      [
        { name: 'at', type: timestamp },
        { name: 'actor_user_id', type: 'varchar', length: '36', isNullable: true },
        { name: 'text', type: 'text' },
      ],
    );
    await belongs(
      'household_invitations',
      [id],
      [
        { name: 'email', type: 'varchar', length: '320' },
        { name: 'token_hash', type: 'varchar', length: '64', isUnique: true },
        { name: 'invited_by_name', type: 'varchar', length: '200' },
        { name: 'created_at', type: timestamp },
        { name: 'expires_at', type: timestamp },
      ],
    );
    // In place on both databases (TypeORM's addColumn rebuilds a SQLite table); a roster or a family reads by it.
    await runner.query(`ALTER TABLE "placements" ADD COLUMN "student_id" varchar(36) NULL`);
    await runner.createIndex(
      'placements',
      new TableIndex({ name: placementStudentIndex, columnNames: ['student_id'] }),
    );
    await carryEnrollments(runner);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropIndex('placements', placementStudentIndex);
    await runner.query(`ALTER TABLE "placements" DROP COLUMN "student_id"`);
    for (const table of [
      'household_invitations',
      'household_events',
      'household_students',
      'household_form_addresses',
      'household_guardians',
      'households',
    ])
      await runner.dropTable(table);
  }
}

async function carryEnrollments(runner: QueryRunner): Promise<void> {
  const sqlite = runner.connection.driver.options.type !== 'postgres';
  // A time written now, as each engine's timestamp columns hold it (SQLite: UTC text as TypeORM writes it).
  const now = new Date();
  const stamp = sqlite ? now.toISOString().replace('T', ' ').replace('Z', '') : now;
  const rows: EnrollmentRow[] = await runner.query(
    `SELECT "parent_name", "parent_email", "parent_phone", "student_name", "student_birthday", "student_allergies",
       "created_at" FROM "enrollments" ORDER BY "created_at", "id"`,
  );
  const families = new Map<string, EnrollmentRow[]>();
  for (const row of rows) {
    const email = row.parent_email.trim().toLowerCase();
    families.set(email, [...(families.get(email) ?? []), { ...row, parent_email: email }]);
  }
  // Plain SQL with named parameters: the tables' entities name their columns otherwise, and may change later.
  const run = (sql: string, parameters: Record<string, unknown>) => {
    const [text, values] = runner.connection.driver.escapeQueryWithParameters(sql, parameters);
    return runner.query(text, values);
  };
  const insert = (table: string, values: Record<string, unknown>) => {
    const columns = Object.keys(values);
    return run(
      `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) VALUES (${columns.map((column) => `:${column}`).join(', ')})`,
      values,
    );
  };
  for (const [email, forms] of families) {
    const householdId = randomUUID();
    const newest = forms.at(-1)!;
    await insert('households', {
      id: householdId,
      name: householdNameFor(newest.parent_name),
      address: '',
      home_phone: newest.parent_phone.trim().slice(0, 40),
      created_at: forms[0].created_at,
      updated_at: stamp,
    });
    await insert('household_form_addresses', { email, household_id: householdId });
    await insert('household_events', {
      id: randomUUID(),
      household_id: householdId,
      at: stamp,
      actor_user_id: null,
      text: 'Created from the enrollment forms.',
    });
    const students = new Map<string, EnrollmentRow[]>();
    for (const form of forms) students.set(keyOf(form), [...(students.get(keyOf(form)) ?? []), form]);
    for (const [key, studentForms] of students) {
      const studentId = randomUUID();
      const latest = studentForms.at(-1)!;
      await insert('household_students', {
        id: studentId,
        household_id: householdId,
        full_name: latest.student_name.replace(/\s+/g, ' ').trim(),
        birthday: birthdayFromForm(latest.student_birthday),
        grade: null,
        allergies: latest.student_allergies.trim(),
        medical_notes: '',
        emergency_contacts: '[]',
        pickup_adults: '[]',
        created_at: studentForms[0].created_at,
      });
      await run(`UPDATE "placements" SET "student_id" = :studentId WHERE "student_key" = :key`, { studentId, key });
    }
    const accounts: Array<{ id: string }> = await run(
      `SELECT "id" FROM "users" WHERE LOWER("email") = :email AND "verified_email" = "email"`,
      { email },
    );
    for (const account of accounts)
      await insert('household_guardians', { user_id: account.id, household_id: householdId, added_at: stamp });
  }
}
