import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';

// A ledger seeded straight into this worker's database, for the pages that only read it (the treasurer's): a
// household and its lines, each with its two entries as the server's postLine writes them. The server opens its
// SQLite file in WAL mode, so this second writer waits its turn rather than disturbing it.

type Statement = { run: (...values: unknown[]) => unknown };
type SqliteDatabase = {
  prepare: (sql: string) => Statement;
  transaction: (job: () => void) => () => void;
  pragma: (text: string) => unknown;
  close: () => void;
};

// The product's own driver lives in the server's node_modules (docs in server/src/db/database.ts say why).
const openSqlite = createRequire(path.resolve('server/package.json'))('better-sqlite3') as new (
  file: string,
) => SqliteDatabase;

export type SeedLine = {
  kind: 'class_fee' | 'supply_fee' | 'payment';
  /** Cents, as the line moves the balance: a payment is negative. */
  amount: number;
  occurredOn: string;
  termKey: string;
  classKey?: string;
  method?: 'cash' | 'check';
};

const counterAccount = (line: SeedLine) =>
  line.kind === 'payment' ? `money:${line.method ?? 'cash'}` : `income:${line.kind}s`;

/** Writes a household named `name` with these lines; answers its id. */
export function seedHouseholdLedger(name: string, lines: readonly SeedLine[]): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the global setup starts the server and sets it');
  const db = new openSqlite(path.join(dataDir, 'coop.sqlite'));
  db.pragma('busy_timeout = 5000');
  const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
  const householdId = randomUUID();
  try {
    db.transaction(() => {
      db.prepare(
        'INSERT INTO households (id, name, address, home_phone, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(householdId, name, '', '', now, now);
      for (const line of lines) {
        const id = randomUUID();
        db.prepare(
          `INSERT INTO ledger_transactions (id, household_id, kind, amount, description, term_key, class_key, method,
             occurred_on, created_by_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          id,
          householdId,
          line.kind,
          line.amount,
          line.kind,
          line.termKey,
          line.classKey ?? null,
          line.method ?? null,
          line.occurredOn,
          'Seeded',
          now,
        );
        const entry = db.prepare(
          'INSERT INTO ledger_entries (id, transaction_id, account, household_id, amount) VALUES (?, ?, ?, ?, ?)',
        );
        entry.run(randomUUID(), id, 'receivable', householdId, line.amount);
        entry.run(randomUUID(), id, counterAccount(line), null, -line.amount);
      }
    })();
  } finally {
    db.close();
  }
  return householdId;
}
