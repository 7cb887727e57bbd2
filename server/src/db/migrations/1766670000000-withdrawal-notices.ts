import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * How the administrators hear of a family's withdrawal: the office's one settings row, told at once until an
 * administrator chooses the morning digest; and on each history step, whether it waits for that digest.
 */
export class WithdrawalNotices1766670000000 implements MigrationInterface {
  name = 'WithdrawalNotices1766670000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.createTable(
      new Table({
        name: 'office_settings',
        columns: [
          { name: 'id', type: 'varchar', length: '16', isPrimary: true },
          { name: 'withdrawal_notices', type: 'varchar', length: '16' },
        ],
      }),
    );
    await runner.query(`INSERT INTO "office_settings" ("id", "withdrawal_notices") VALUES ('office', 'at_once')`);
    // ALTER TABLE ... ADD COLUMN, which both databases run in place; TypeORM's addColumn rebuilds a SQLite table,
    // and dropping the old placement_events table would take the history's foreign keys with it.
    await runner.query(`ALTER TABLE "placement_events" ADD COLUMN "office_digest" boolean NOT NULL DEFAULT false`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "placement_events" DROP COLUMN "office_digest"`);
    await runner.dropTable('office_settings');
  }
}
