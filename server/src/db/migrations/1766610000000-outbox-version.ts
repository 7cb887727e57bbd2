import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The outbox's change counter, which the administrators' Outbox tab polls. */
export class OutboxVersion1766610000000 implements MigrationInterface {
  name = 'OutboxVersion1766610000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`INSERT INTO list_versions (name, version) VALUES ('outbox', 0)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DELETE FROM list_versions WHERE name = 'outbox'`);
  }
}
