import { Table, TableUnique, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from './column-types';

/**
 * The sign-up module's own steps, each taken once by whichever instance comes first: a co-op day's automatic fill
 * and each household's reminder the day before; and why the office removed a signup.
 */
export class VolunteerSignups1766760300000 implements MigrationInterface {
  name = 'VolunteerSignups1766760300000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.createTable(
      new Table({
        name: 'volunteer_signup_steps',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'step', type: 'varchar', length: '16' },
          { name: 'step_key', type: 'varchar', length: '120' },
          { name: 'at', type: timestampType(runner) },
        ],
        uniques: [new TableUnique({ name: 'UQ_volunteer_signup_steps_key', columnNames: ['step', 'step_key'] })],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'volunteer_signup_removals',
        columns: [
          { name: 'signup_id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'reason', type: 'text' },
        ],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('volunteer_signup_removals');
    await runner.dropTable('volunteer_signup_steps');
  }
}
