import { randomUUID } from 'node:crypto';
import { inWorkerDatabase, storedNow } from './worker-database';

// A ledger seeded straight into this worker's database, for the pages that only read it (the treasurer's): a
// household and its lines, each with its two entries as the server's postLine writes them.

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
  const now = storedNow();
  const householdId = randomUUID();
  inWorkerDatabase((db) => {
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
  });
  return householdId;
}
