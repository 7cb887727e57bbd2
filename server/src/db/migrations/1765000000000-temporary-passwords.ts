import type { MigrationInterface, QueryRunner } from 'typeorm';
import { timestampType } from './column-types';

const columns = ['temp_password_issued_at', 'temp_password_used_at'] as const;

/**
 * When a forced reset's temporary password was issued and when it was used, so
 * that it opens one session and expires. Accounts already waiting for a reset
 * get the full lifetime from this upgrade on.
 */
export class TemporaryPasswords1765000000000 implements MigrationInterface {
  name = 'TemporaryPasswords1765000000000';

  async up(runner: QueryRunner): Promise<void> {
    // ALTER TABLE ... ADD COLUMN, which both databases run in place; TypeORM's addColumn rebuilds a SQLite
    // table, and dropping the old users table would cascade to the sessions.
    for (const column of columns) {
      await runner.query(`ALTER TABLE "users" ADD COLUMN "${column}" ${timestampType(runner)} NULL`);
    }
    await runner.query(
      `UPDATE "users" SET "temp_password_issued_at" = CURRENT_TIMESTAMP WHERE "status" = 'password_reset_required'`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const column of columns) await runner.query(`ALTER TABLE "users" DROP COLUMN "${column}"`);
  }
}
