import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from './column-types';

/**
 * One row per day the administrators' enrollment digest ran: the instance whose row the day's insert kept is
 * the one that mails, so several instances mail once between them.
 */
export class DigestRuns1766650000000 implements MigrationInterface {
  name = 'DigestRuns1766650000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.createTable(
      new Table({
        name: 'digest_runs',
        columns: [
          { name: 'day', type: 'varchar', length: '10', isPrimary: true },
          { name: 'run_id', type: 'varchar', length: '36' },
          { name: 'ran_at', type: timestampType(runner) },
        ],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('digest_runs');
  }
}
