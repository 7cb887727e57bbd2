import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { DataSource, type EntityManager, type Logger, type LoggerOptions, type MixedList } from 'typeorm';
import type { AppConfig } from '../config';
import { countingListChanges } from './list-versions';
import { runMigrationsOnce, type BackupBeforeMigrations } from './migration-lock';
import { migrations as releaseMigrations } from './migrations';

type EntityList = MixedList<Function>;

/** The parts of TypeORM's better-sqlite3 driver that say whether a transaction is open, on each side. */
interface SqliteInternals {
  queryRunner?: { isTransactionActive: boolean; transactionDepth: number };
  databaseConnection?: { inTransaction: boolean; exec(sql: string): unknown };
}

/**
 * The data source, and `write()` for every transaction that writes. TypeORM's SQLite driver shares one
 * connection for the whole process, so two transactions running at once would interleave their statements:
 * on SQLite `write()` queues them, one after another. On PostgreSQL each transaction has a connection of its
 * own and several instances may share the database, so a queue in one process would protect nothing: there
 * `write()` runs the transaction at once, and the rules that span rows hold through the database itself
 * (unique constraints, conditional updates, row locks; docs/decisions/049-concurrency-per-engine.md).
 * Every write moves, before it commits, the counters of the lists it says it changed (`listsChanged`).
 */
export class Database {
  private queue: Promise<unknown> = Promise.resolve();
  /** PostgreSQL transactions under way, which `close` waits for as it waits for the queue. */
  private readonly running = new Set<Promise<unknown>>();

  constructor(readonly source: DataSource) {}

  get manager(): EntityManager {
    return this.source.manager;
  }

  write<T>(job: (manager: EntityManager) => Promise<T>): Promise<T> {
    const work = countingListChanges(job);
    if (this.source.options.type === 'postgres') {
      const run = this.source.transaction(work);
      const settled: Promise<unknown> = run.catch(() => undefined).finally(() => this.running.delete(settled));
      this.running.add(settled);
      return run;
    }
    const run = this.queue.then(() => this.transaction(work));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.source.transaction(work);
    } catch (error) {
      this.settleFailedTransaction();
      throw error;
    }
  }

  /**
   * A full disk or an I/O error makes SQLite roll the transaction back on its own; TypeORM's ROLLBACK then
   * fails quietly and its one shared query runner still counts the transaction as open. Every later write
   * would become a savepoint inside a transaction that never commits: answered as a success, seen only by
   * this connection, lost at the next start. So after any failed write the connection is rolled back if
   * it is still in a transaction, and the runner is told that none is open.
   */
  private settleFailedTransaction(): void {
    if (this.source.options.type !== 'better-sqlite3') return;
    const { queryRunner, databaseConnection } = this.source.driver as unknown as SqliteInternals;
    if (databaseConnection?.inTransaction) databaseConnection.exec('ROLLBACK');
    if (queryRunner) {
      queryRunner.isTransactionActive = false;
      queryRunner.transactionDepth = 0;
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.queue, ...this.running]);
    if (this.source.isInitialized) await this.source.destroy();
  }
}

/** The embedded database's file, when `DATABASE_URL` is unset. */
export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'coop.sqlite');
}

/**
 * TypeORM's options for the embedded database in `dataDir`. The driver is handed over rather than left for TypeORM
 * to look up: TypeORM asks for better-sqlite3 12, which aborts Node 24 when a statement is collected as a worker or
 * process ends; the product uses 13 (Node-API, prebuilt for every Node it supports), which npm therefore installs
 * in the server's own node_modules, where TypeORM's lookup does not reach.
 */
export function sqliteSource(dataDir: string) {
  return { type: 'better-sqlite3', database: sqliteFile(dataDir), driver: BetterSqlite3 } as const;
}

export interface OpenOptions {
  /** The tables the modules map, handed in from above so that this layer knows none of them. */
  entities: EntityList;
  /** Sees every SQL statement: tests and benchmarks count them. */
  queryLogger?: Logger;
  /** Backs the product up when migrations are pending on a database that already has a schema. */
  beforeMigrations?: BackupBeforeMigrations;
  /** The migrations to bring the database to: this release's, unless a test brings its own. */
  migrations?: EntityList;
}

/**
 * Opens the database and brings it to this release's schema, after a backup when `beforeMigrations` is given. A
 * failed backup or migration leaves the database as it was and rejects with a `MigrationRefusal` saying so.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'dataDir' | 'databaseUrl'>,
  options: OpenOptions,
): Promise<Database> {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const logging: LoggerOptions = options.queryLogger ? ['query'] : false;
  const common = {
    entities: options.entities,
    migrations: options.migrations ?? (releaseMigrations as EntityList),
    // Run below, under a lock that lets one instance at a time migrate.
    migrationsRun: false,
    synchronize: false,
    logging,
    logger: options.queryLogger,
  };
  const source = config.databaseUrl
    ? new DataSource({ ...common, type: 'postgres', url: config.databaseUrl })
    : new DataSource({
        ...common,
        ...sqliteSource(config.dataDir),
        prepareDatabase: (db: { pragma(sql: string): unknown }) => {
          db.pragma('journal_mode = WAL');
          db.pragma('foreign_keys = ON');
          db.pragma('busy_timeout = 5000');
        },
      });
  await source.initialize();
  try {
    await runMigrationsOnce(source, options.beforeMigrations);
  } catch (error) {
    await source.destroy();
    throw error;
  }
  return new Database(source);
}
