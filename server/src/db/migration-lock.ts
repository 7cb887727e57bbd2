import { MigrationExecutor, type DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { MigrationRefusal, migrationMessages, reasonOf } from './migration-messages';

/**
 * The advisory lock key every instance of this product takes around its migrations (any fixed number will do,
 * as long as nothing else on the database uses it: these are the ASCII codes of "cmig").
 */
export const migrationLockKey = 0x636d6967;

/**
 * Takes a backup of the whole product just before migrations run, and answers where it is. Handed in from above:
 * this layer knows no module, and the backup module is one.
 */
export type BackupBeforeMigrations = (pending: string[]) => Promise<string>;

/**
 * Runs the pending migrations. On PostgreSQL several instances may start at the same moment over one database:
 * without a lock each would create TypeORM's `migrations` table and the first tables at once, and all but one
 * die on a duplicate catalogue entry. So the lock is held, on a connection of its own (an advisory lock belongs
 * to the session that took it), from before TypeORM first looks for its table until the last migration has
 * committed; an instance that waited finds nothing left to do, and so takes no backup either. SQLite is one
 * instance on one file: no lock.
 */
export async function runMigrationsOnce(source: DataSource, backup?: BackupBeforeMigrations): Promise<void> {
  if (source.options.type !== 'postgres') {
    await migrate(source, backup);
    return;
  }
  const lockHolder = source.createQueryRunner();
  try {
    await lockHolder.connect();
    await lockHolder.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migrate(source, backup);
    } finally {
      await lockHolder.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    await lockHolder.release();
  }
}

/**
 * Backs up, then runs every pending migration in one transaction (TypeORM's default mode, `all`): on either engine
 * a migration that fails takes the ones before it down with it, and the database is left as the backup holds it.
 * A database where no migration has run yet gets no backup: it holds nothing of the product's (the first
 * migration makes its first table), and a backup could not even say which schema it had.
 */
async function migrate(source: DataSource, backup: BackupBeforeMigrations | undefined): Promise<void> {
  const executor = new MigrationExecutor(source);
  // Neither call creates TypeORM's own table, as DataSource.showMigrations would: a look changes nothing.
  const ran = await executor.getExecutedMigrations();
  const pending = await executor.getPendingMigrations();
  if (pending.length === 0) return;
  let backupFile: string | undefined;
  if (backup && ran.length > 0) {
    try {
      backupFile = await backup(pending.map((migration) => migration.name));
    } catch (error) {
      throw new MigrationRefusal('BACKUP_FAILED', migrationMessages.backupFailed(reasonOf(error)), { cause: error });
    }
  }
  nameFailures(source.migrations);
  try {
    await source.runMigrations({ transaction: 'all' });
  } catch (error) {
    const failed = error instanceof MigrationFailure ? error : undefined;
    throw new MigrationRefusal(
      'MIGRATION_FAILED',
      migrationMessages.failed(failed?.migration, reasonOf(failed?.cause ?? error), backupFile),
      { cause: failed?.cause ?? error },
    );
  }
}

/** A migration's own error, with the migration's name: TypeORM's error says only what the database said. */
class MigrationFailure extends Error {
  constructor(
    readonly migration: string,
    cause: unknown,
  ) {
    super(reasonOf(cause), { cause });
  }
}

function nameFailures(migrations: MigrationInterface[]): void {
  for (const migration of migrations) {
    const up = migration.up.bind(migration);
    const name = migration.name ?? migration.constructor.name;
    migration.up = async (runner: QueryRunner) => {
      try {
        return await up(runner);
      } catch (error) {
        throw error instanceof MigrationFailure ? error : new MigrationFailure(name, error);
      }
    };
  }
}
