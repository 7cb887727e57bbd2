import { Table, TableForeignKey, TableUnique, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from './column-types';

/**
 * The office's overrides of the enrollment's eligibility rules: one student (by student key) let into one class
 * despite its age range, meeting time or prerequisite, with the administrator's reason. A new table: existing
 * placements are untouched, and no student has an override until an administrator gives one.
 */
export class EligibilityOverrides1766709800000 implements MigrationInterface {
  name = 'EligibilityOverrides1766709800000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.createTable(
      new Table({
        name: 'eligibility_overrides',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'student_key', type: 'varchar', length: '600' },
          { name: 'class_key', type: 'varchar', length: '64' },
          { name: 'reason', type: 'text' },
          { name: 'actor_user_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'actor_name', type: 'varchar', length: '200' },
          { name: 'created_at', type: timestampType(runner) },
        ],
        foreignKeys: [
          // The name stays with the override when the account goes.
          new TableForeignKey({
            columnNames: ['actor_user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
        // The check reads a student's overrides by student key, which leads the unique index.
        uniques: [new TableUnique({ columnNames: ['student_key', 'class_key'] })],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('eligibility_overrides');
  }
}
