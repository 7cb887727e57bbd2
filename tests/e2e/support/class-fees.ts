import { createRequire } from 'node:module';
import path from 'node:path';

// Until the office's Fees tab is in this product, a spec gives a class its fees by writing the one settings row
// the office would save, in the worker product's SQLite database (the server reads fees afresh at every charge).

type Statement = { run: (...values: unknown[]) => unknown };
type SqliteDatabase = { prepare: (sql: string) => Statement; close: () => void };
const serverRequire = createRequire(new URL('../../../server/package.json', import.meta.url));
const Sqlite = serverRequire('better-sqlite3') as new (file: string) => SqliteDatabase;

function database(): SqliteDatabase {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the global setup starts the server and sets it');
  return new Sqlite(path.join(dataDir, 'coop.sqlite'));
}

/** Sets a class's fees in cents, or (null) takes them away again. */
export function setClassFees(
  classKey: string,
  fees: { classFee: number; supplyFee: number; deposit: number } | null,
): void {
  const db = database();
  try {
    db.prepare('DELETE FROM class_fees WHERE class_key = ?').run(classKey);
    if (fees)
      db.prepare(
        'INSERT INTO class_fees (class_key, class_fee, supply_fee, deposit, updated_at) VALUES (?, ?, ?, ?, ?)',
      ).run(
        classKey,
        fees.classFee,
        fees.supplyFee,
        fees.deposit,
        new Date().toISOString().replace('T', ' ').slice(0, 23),
      );
  } finally {
    db.close();
  }
}
