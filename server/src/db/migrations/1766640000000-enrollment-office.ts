import { Table, TableForeignKey, TableIndex, TableUnique, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from './column-types';

/**
 * The enrollment office: seats per class, teachers per class, enrollments taken from the enrollment form, one
 * placement per student and class, and each placement's history.
 */
export class EnrollmentOffice1766640000000 implements MigrationInterface {
  name = 'EnrollmentOffice1766640000000';

  async up(runner: QueryRunner): Promise<void> {
    const timestamp = timestampType(runner);
    await runner.createTable(
      new Table({
        name: 'class_settings',
        columns: [
          { name: 'class_key', type: 'varchar', length: '64', isPrimary: true },
          { name: 'seats', type: 'integer' },
          { name: 'updated_at', type: timestamp },
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'class_teachers',
        columns: [
          { name: 'class_key', type: 'varchar', length: '64', isPrimary: true },
          { name: 'user_id', type: 'varchar', length: '36', isPrimary: true },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
        // A teacher's classes are read by the teacher.
        indices: [new TableIndex({ columnNames: ['user_id'] })],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'enrollments',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'parent_name', type: 'varchar', length: '200' },
          { name: 'parent_email', type: 'varchar', length: '320' },
          { name: 'parent_phone', type: 'varchar', length: '40' },
          { name: 'student_name', type: 'varchar', length: '200' },
          { name: 'student_age', type: 'integer' },
          { name: 'student_birthday', type: 'varchar', length: '10' },
          { name: 'student_allergies', type: 'text' },
          { name: 'created_at', type: timestamp },
        ],
        // A parent's family view reads their enrollments by e-mail.
        indices: [new TableIndex({ columnNames: ['parent_email'] })],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'placements',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'enrollment_id', type: 'varchar', length: '36' },
          { name: 'class_key', type: 'varchar', length: '64' },
          { name: 'student_key', type: 'varchar', length: '600' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'queue_order', type: 'integer' },
          { name: 'reason', type: 'text', isNullable: true },
          { name: 'status_at', type: timestamp },
          { name: 'created_at', type: timestamp },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['enrollment_id'],
            referencedTableName: 'enrollments',
            referencedColumnNames: ['id'],
          }),
        ],
        uniques: [new TableUnique({ columnNames: ['student_key', 'class_key'] })],
        // Rosters and counts read a class by status; the waitlist in its order; a family by enrollment.
        indices: [
          new TableIndex({ columnNames: ['class_key', 'status', 'queue_order'] }),
          new TableIndex({ columnNames: ['enrollment_id'] }),
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'placement_events',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'placement_id', type: 'varchar', length: '36' },
          { name: 'from_status', type: 'varchar', length: '16', isNullable: true },
          { name: 'to_status', type: 'varchar', length: '16' },
          { name: 'actor_user_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'actor_name', type: 'varchar', length: '200' },
          { name: 'reason', type: 'text', isNullable: true },
          { name: 'at', type: timestamp },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['placement_id'],
            referencedTableName: 'placements',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          // The name stays in the history when the account goes.
          new TableForeignKey({
            columnNames: ['actor_user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
        indices: [new TableIndex({ columnNames: ['placement_id', 'at'] })],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['placement_events', 'placements', 'enrollments', 'class_teachers', 'class_settings'])
      await runner.dropTable(table);
  }
}
