import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The table the rate limits count in, shared by every instance over this database. */
export const rateLimitTable = 'rate_limits';

/**
 * The columns rate-limiter-flexible's SQLite and PostgreSQL stores read and write, in the order its
 * PostgreSQL store inserts them: a key (prefixed per limit), the events counted, and when the
 * window ends in epoch milliseconds. Made here rather than by the library, so that it is part of
 * the schema every instance migrates to.
 */
export class RateLimits1766200000000 implements MigrationInterface {
  name = 'RateLimits1766200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.createTable(
      new Table({
        name: rateLimitTable,
        columns: [
          { name: 'key', type: 'varchar', length: '255', isPrimary: true },
          { name: 'points', type: 'integer', default: 0 },
          { name: 'expire', type: 'bigint', isNullable: true },
        ],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable(rateLimitTable);
  }
}
