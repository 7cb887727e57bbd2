import {
  catalogTerms,
  dueBy,
  dueSchedule,
  ledgerChargeKinds,
  type Catalog,
  type DueItem,
  type LedgerLineKind,
  type StandingCharge,
} from '@coop/contract';
import type { EntityManager } from 'typeorm';
import { allClassFees, termFeesFor } from '../fees';
import { receivable } from './ledger-accounts';
import { LedgerEntry } from './ledger-entry.entity';
import { LedgerTransaction } from './ledger-transaction.entity';

const chargeKinds: ReadonlySet<LedgerLineKind> = new Set(ledgerChargeKinds);

/** A household's account as its statement shows it. */
export interface HouseholdAccount {
  /** The sum of the household's receivable entries, in cents: what it owes (negative: a credit). */
  balance: number;
  /** Every line, oldest first. */
  lines: LedgerTransaction[];
  /** What is due when, and what of it is paid. */
  due: DueItem[];
  /** What is due by today and not paid. */
  dueNow: number;
}

/** The household's balance, summed from its entries (never stored). */
export async function householdBalance(manager: EntityManager, householdId: string): Promise<number> {
  const row: { total: string | number | null } | undefined = await manager
    .createQueryBuilder(LedgerEntry, 'entry')
    .select('SUM(entry.amount)', 'total')
    .where('entry.account = :account AND entry.household_id = :householdId', { account: receivable, householdId })
    .getRawOne();
  return Number(row?.total ?? 0);
}

/** Every household's balance that has a line, by household id (a household without lines owes nothing). */
export async function householdBalances(manager: EntityManager): Promise<Map<string, number>> {
  const rows: { householdId: string; total: string | number }[] = await manager
    .createQueryBuilder(LedgerEntry, 'entry')
    .select('entry.household_id', 'householdId')
    .addSelect('SUM(entry.amount)', 'total')
    .where('entry.account = :account', { account: receivable })
    .groupBy('entry.household_id')
    .getRawMany();
  return new Map(rows.map((row) => [row.householdId, Number(row.total)]));
}

/** Charges and discounts that stand: neither reversals nor reversed. */
export function standingCharges(lines: readonly LedgerTransaction[]): StandingCharge[] {
  const reversed = new Set(lines.map((line) => line.reversesId).filter((id) => id !== null));
  return lines
    .filter((line) => chargeKinds.has(line.kind) && line.reversesId === null && !reversed.has(line.id))
    .map((line) => ({
      key: line.chargeKey ?? line.id,
      kind: line.kind as StandingCharge['kind'],
      amount: line.amount,
      termKey: line.termKey ?? '',
      classKey: line.classKey,
      description: line.description,
      postedOn: line.occurredOn,
    }));
}

/** What the household's payments, refunds, scholarships and credits cover (positive: paid in). */
export function coveredBy(lines: readonly LedgerTransaction[]): number {
  return -lines.filter((line) => !chargeKinds.has(line.kind)).reduce((sum, line) => sum + line.amount, 0);
}

/** A household's lines, balance and due schedule, as of `today` (YYYY-MM-DD on the co-op's calendar). */
export async function householdAccount(
  manager: EntityManager,
  catalog: Catalog,
  householdId: string,
  today: string,
): Promise<HouseholdAccount> {
  const lines = await manager.find(LedgerTransaction, {
    where: { householdId },
    order: { createdAt: 'ASC', id: 'ASC' },
  });
  const charges = standingCharges(lines);
  const termKeys = [...new Set(charges.map((charge) => charge.termKey))];
  const fees = await termFeesFor(manager, termKeys);
  const terms = new Map(
    catalogTerms(catalog)
      .filter((term) => fees.has(term.key))
      .map((term) => [term.key, { fees: fees.get(term.key)!, start: term.start, name: term.name }]),
  );
  const due = dueSchedule(charges, terms, await allClassFees(manager), coveredBy(lines));
  return { balance: await householdBalance(manager, householdId), lines, due, dueNow: dueBy(due, today) };
}
