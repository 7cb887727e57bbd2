import type { QueryRunner } from 'typeorm';

/**
 * The timestamp type of whichever database runs the migration, so one migration serves SQLite and PostgreSQL.
 * PostgreSQL keeps an instant (`timestamptz`), so the server's time zone never changes a stored time; SQLite
 * keeps UTC text, which TypeORM writes and reads as UTC.
 */
export function timestampType(runner: QueryRunner): string {
  if (runner.connection.driver.options.type === 'postgres') return 'timestamp with time zone';
  return runner.connection.driver.normalizeType({ type: Date });
}
