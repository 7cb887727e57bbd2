import fs from "node:fs";
import path from "node:path";
import { DataSource, type EntityManager, type Logger, type LoggerOptions, type MixedList } from "typeorm";
import type { AppConfig } from "../config";
import { entities } from "./entities";
import { migrations } from "./migrations";

type EntityList = MixedList<Function>;

/**
 * The data source plus a write queue. TypeORM's SQLite driver shares one
 * connection for the whole process, so two transactions running at once would
 * interleave their statements; every write goes through `write()`, one after
 * another. PostgreSQL does not need it, but the queue costs little and keeps
 * behaviour the same on both.
 */
export class Database {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly source: DataSource) {}

  get manager(): EntityManager {
    return this.source.manager;
  }

  write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const run = this.queue.then(() => this.source.transaction(work));
    this.queue = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    await this.queue;
    if (this.source.isInitialized) await this.source.destroy();
  }
}

/** `queryLogger` sees every SQL statement: tests and benchmarks count them. */
export async function openDatabase(
  config: Pick<AppConfig, "dataDir" | "databaseUrl">,
  options: { queryLogger?: Logger } = {},
): Promise<Database> {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const logging: LoggerOptions = options.queryLogger ? ["query"] : false;
  const common = {
    entities: entities as EntityList,
    migrations: migrations as EntityList,
    migrationsRun: true,
    synchronize: false,
    logging,
    logger: options.queryLogger,
  };
  const source = config.databaseUrl
    ? new DataSource({ ...common, type: "postgres", url: config.databaseUrl })
    : new DataSource({
        ...common,
        type: "better-sqlite3",
        database: path.join(config.dataDir, "coop.sqlite"),
        prepareDatabase: (db: { pragma(sql: string): unknown }) => {
          db.pragma("journal_mode = WAL");
          db.pragma("foreign_keys = ON");
          db.pragma("busy_timeout = 5000");
        },
      });
  await source.initialize();
  return new Database(source);
}
