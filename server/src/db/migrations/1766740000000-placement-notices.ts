import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The office's choice between at once and the morning digest now covers every placement change, not only a
 * family's withdrawal: the column is renamed and keeps the choice already made.
 */
export class PlacementNotices1766740000000 implements MigrationInterface {
  name = 'PlacementNotices1766740000000';

  async up(runner: QueryRunner): Promise<void> {
    // RENAME COLUMN runs in place on both databases; TypeORM's renameColumn rebuilds a SQLite table.
    await runner.query(`ALTER TABLE "office_settings" RENAME COLUMN "withdrawal_notices" TO "placement_notices"`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "office_settings" RENAME COLUMN "placement_notices" TO "withdrawal_notices"`);
  }
}
