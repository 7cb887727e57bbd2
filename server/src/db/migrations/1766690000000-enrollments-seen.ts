import type { MigrationInterface, QueryRunner } from 'typeorm';
import { timestampType } from './column-types';

/**
 * When each administrator last opened the Enrollments tab, so the dashboard counts the enrollments received since;
 * null until they first do, and then every enrollment is new to them.
 */
export class EnrollmentsSeen1766690000000 implements MigrationInterface {
  name = 'EnrollmentsSeen1766690000000';

  async up(runner: QueryRunner): Promise<void> {
    // ALTER TABLE ... ADD COLUMN, which both databases run in place; TypeORM's addColumn rebuilds a SQLite table,
    // and dropping the old users table would cascade to the sessions.
    await runner.query(`ALTER TABLE "users" ADD COLUMN "enrollments_seen_at" ${timestampType(runner)} NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "users" DROP COLUMN "enrollments_seen_at"`);
  }
}
