import { createRequire } from 'node:module';
import path from 'node:path';

// This worker's SQLite database, opened beside the running server for rows a spec seeds or counts straight in it
// (pages that only read them, or screens another spec tests). The server opens its file in WAL mode, so this second
// writer waits its turn rather than disturbing it.

type Statement = {
  run: (...values: unknown[]) => unknown;
  get: (...values: unknown[]) => unknown;
  all: (...values: unknown[]) => unknown[];
};
export type WorkerDatabase = {
  prepare: (sql: string) => Statement;
  transaction: (job: () => void) => () => void;
  pragma: (text: string) => unknown;
  close: () => void;
};

// The product's own driver lives in the server's node_modules (docs in server/src/db/database.ts say why).
const openSqlite = createRequire(path.resolve('server/package.json'))('better-sqlite3') as new (
  file: string,
) => WorkerDatabase;

/** Runs `job` in one transaction of this worker's database, and closes it. */
export function inWorkerDatabase<T>(job: (db: WorkerDatabase) => T): T {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the global setup starts the server and sets it');
  const db = new openSqlite(path.join(dataDir, 'coop.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    let result: T | undefined;
    db.transaction(() => {
      result = job(db);
    })();
    return result as T;
  } finally {
    db.close();
  }
}

/** A timestamp as the server's SQLite columns keep it (UTC text). */
export const storedNow = () => new Date().toISOString().replace('T', ' ').replace('Z', '');
