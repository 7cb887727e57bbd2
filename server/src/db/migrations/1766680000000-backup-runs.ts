import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from './column-types';

/**
 * One row per day the server took (or tried) its scheduled backup: the instance whose row the day's insert kept
 * is the one that takes it, so several instances back up once between them; the row keeps how it went.
 */
export class BackupRuns1766680000000 implements MigrationInterface {
  name = 'BackupRuns1766680000000';

  async up(runner: QueryRunner): Promise<void> {
    const timestamp = timestampType(runner);
    await runner.createTable(
      new Table({
        name: 'backup_runs',
        columns: [
          { name: 'slot', type: 'varchar', length: '10', isPrimary: true },
          { name: 'run_id', type: 'varchar', length: '36' },
          { name: 'started_at', type: timestamp },
          { name: 'finished_at', type: timestamp, isNullable: true },
          { name: 'outcome', type: 'varchar', length: '16' },
          { name: 'archive_name', type: 'varchar', length: '255', isNullable: true },
          { name: 'archive_size', type: 'bigint', isNullable: true },
          { name: 'error', type: 'text', isNullable: true },
          { name: 'overdue_mailed_at', type: timestamp, isNullable: true },
        ],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('backup_runs');
  }
}
