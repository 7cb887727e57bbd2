import type { QueryRunner } from 'typeorm';

/** The timestamp type of whichever database runs the migration, so one migration serves SQLite and PostgreSQL. */
export function timestampType(runner: QueryRunner): string {
  return runner.connection.driver.normalizeType({ type: Date });
}
