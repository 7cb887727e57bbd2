import type { DataSource } from 'typeorm';

/**
 * The advisory lock key every instance of this product takes around its migrations (any fixed number will do,
 * as long as nothing else on the database uses it: these are the ASCII codes of "cmig").
 */
export const migrationLockKey = 0x636d6967;

/**
 * Runs the pending migrations. On PostgreSQL several instances may start at the same moment over one database:
 * without a lock each would create TypeORM's `migrations` table and the first tables at once, and all but one
 * die on a duplicate catalogue entry. So the lock is held, on a connection of its own (an advisory lock belongs
 * to the session that took it), from before TypeORM first looks for its table until the last migration has
 * committed; an instance that waited finds nothing left to do. SQLite is one instance on one file: no lock.
 */
export async function runMigrationsOnce(source: DataSource): Promise<void> {
  if (source.options.type !== 'postgres') {
    await source.runMigrations();
    return;
  }
  const lockHolder = source.createQueryRunner();
  try {
    await lockHolder.connect();
    await lockHolder.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await source.runMigrations();
    } finally {
      await lockHolder.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    await lockHolder.release();
  }
}
