import {
  agingBucket,
  agingBuckets,
  noInstructorLabel,
  percentOf,
  treasurerTotalLabel,
  type DueItem,
  type LedgerLineKind,
  type PaymentMethod,
} from '@coop/contract';
import type { LedgerTransaction } from '../ledger';
import type { AgingView, HouseholdBalanceView, InstructorFeeView, PaymentPeriodView } from './treasurer.types';

// The arithmetic of the treasurer's reports, over lines and entries already read: plain functions, so each
// figure's rule can be read (and tested) apart from the queries that feed it.

const columnOf: Record<LedgerLineKind, 'charges' | 'discounts' | 'payments'> = {
  dues: 'charges',
  class_fee: 'charges',
  supply_fee: 'charges',
  sibling_discount: 'discounts',
  volunteer_hours: 'charges',
  scholarship: 'discounts',
  credit: 'discounts',
  payment: 'payments',
  refund: 'payments',
};

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

/**
 * Each household's lines summed by column, beside its balance as its receivable entries give it: the columns
 * add up to that balance because every line moves the receivable by its amount. Households by name.
 */
export function balanceRows(
  lines: readonly LedgerTransaction[],
  receivables: ReadonlyMap<string, number>,
  names: ReadonlyMap<string, string>,
): HouseholdBalanceView[] {
  const rows = new Map<string, HouseholdBalanceView>();
  for (const line of lines) {
    const row = rows.get(line.householdId) ?? {
      householdId: line.householdId,
      householdName: names.get(line.householdId) ?? line.householdId,
      charges: 0,
      discounts: 0,
      payments: 0,
      balance: receivables.get(line.householdId) ?? 0,
    };
    row[columnOf[line.kind]] += line.amount;
    rows.set(line.householdId, row);
  }
  return [...rows.values()].sort(byHousehold);
}

export function balanceTotal(rows: readonly HouseholdBalanceView[]): HouseholdBalanceView {
  return {
    householdId: null,
    householdName: treasurerTotalLabel,
    charges: sum(rows.map((row) => row.charges)),
    discounts: sum(rows.map((row) => row.discounts)),
    payments: sum(rows.map((row) => row.payments)),
    balance: sum(rows.map((row) => row.balance)),
  };
}

function byHousehold(a: { householdName: string }, b: { householdName: string }): number {
  return a.householdName.localeCompare(b.householdName);
}

/**
 * What one household owes, each unpaid due item in the bucket of its days past due on `today`. The items'
 * remaining amounts add up to the balance when it is positive, so `owed` is that balance.
 */
export function agingRow(
  householdId: string,
  householdName: string,
  due: readonly DueItem[],
  today: string,
): AgingView {
  const buckets = agingBuckets.map(() => 0);
  for (const item of due) buckets[agingBuckets.indexOf(agingBucket(item.dueOn, today))] += item.remaining;
  return { householdId, householdName, buckets, owed: sum(buckets) };
}

export function agingTotal(rows: readonly AgingView[]): AgingView {
  return {
    householdId: null,
    householdName: treasurerTotalLabel,
    buckets: agingBuckets.map((_, index) => sum(rows.map((row) => row.buckets[index]))),
    owed: sum(rows.map((row) => row.owed)),
  };
}

export function sortedAging(rows: readonly AgingView[]): AgingView[] {
  return [...rows].sort(byHousehold);
}

const methodOrder: readonly PaymentMethod[] = ['cash', 'check', 'card'];

/**
 * Payments and refunds by the month they moved (a check's date, a card's confirmation) and their method, newest
 * month first. A reversed payment counts against its month's received; a line without a method is cash, as the
 * ledger's accounts book it.
 */
export function paymentRows(lines: readonly LedgerTransaction[]): PaymentPeriodView[] {
  const rows = new Map<string, PaymentPeriodView>();
  for (const line of lines) {
    if (line.kind !== 'payment' && line.kind !== 'refund') continue;
    const month = line.occurredOn.slice(0, 7);
    const method = line.method ?? 'cash';
    const key = `${month} ${method}`;
    const row = rows.get(key) ?? { month, method, received: 0, refunded: 0, net: 0 };
    if (line.kind === 'payment') row.received -= line.amount;
    else row.refunded += line.amount;
    row.net = row.received - row.refunded;
    rows.set(key, row);
  }
  return [...rows.values()].sort(
    (a, b) => b.month!.localeCompare(a.month!) || methodOrder.indexOf(a.method!) - methodOrder.indexOf(b.method!),
  );
}

export function paymentTotal(rows: readonly PaymentPeriodView[]): PaymentPeriodView {
  const received = sum(rows.map((row) => row.received));
  const refunded = sum(rows.map((row) => row.refunded));
  return { month: null, method: null, received, refunded, net: received - refunded };
}

/** What the instructor report needs to know of each class and term beyond the ledger. */
export interface InstructorSources {
  /** Each class's teachers by class key, by name. */
  teachers: ReadonlyMap<string, readonly { userId: string; name: string }[]>;
  /** The instructor percent of each term. */
  percents: ReadonlyMap<string, number>;
  termName: (termKey: string) => string;
  classTitle: (classKey: string) => string;
}

/**
 * Fees owed to instructors: each class's class fees in a term net of reversals, times the term's instructor
 * percent, split evenly between the class's teachers (the odd cents to the first by name, so the shares add up
 * to the class's figure). A class whose fees net to nothing owes nothing and is left out.
 */
export function instructorRows(lines: readonly LedgerTransaction[], sources: InstructorSources): InstructorFeeView[] {
  const classFees = new Map<string, { termKey: string; classKey: string; amount: number }>();
  for (const line of lines) {
    if (line.kind !== 'class_fee' || !line.classKey || !line.termKey) continue;
    const key = `${line.termKey} ${line.classKey}`;
    const entry = classFees.get(key) ?? { termKey: line.termKey, classKey: line.classKey, amount: 0 };
    entry.amount += line.amount;
    classFees.set(key, entry);
  }
  const rows: InstructorFeeView[] = [];
  for (const { termKey, classKey, amount } of classFees.values()) {
    if (amount === 0) continue;
    const percent = sources.percents.get(termKey) ?? 0;
    const owed = percentOf(amount, percent);
    const teachers = sources.teachers.get(classKey) ?? [];
    const shares = teachers.length ? teachers : [{ userId: null, name: noInstructorLabel }];
    const each = Math.floor(owed / shares.length);
    const odd = owed - each * shares.length;
    shares.forEach((teacher, index) =>
      rows.push({
        userId: teacher.userId,
        instructorName: teacher.name,
        termKey,
        termName: sources.termName(termKey),
        classKey,
        classTitle: sources.classTitle(classKey),
        classFees: amount,
        percent,
        teachers: shares.length,
        owed: each + (index < odd ? 1 : 0),
      }),
    );
  }
  return rows.sort(
    (a, b) =>
      Number(a.userId === null) - Number(b.userId === null) ||
      a.instructorName.localeCompare(b.instructorName) ||
      a.termName.localeCompare(b.termName) ||
      a.classTitle.localeCompare(b.classTitle),
  );
}

export function instructorTotal(rows: readonly InstructorFeeView[]): number {
  return sum(rows.map((row) => row.owed));
}
