import type { PlacementStatusName } from './enrollment-office';

// Money as the co-op counts it: integer cents of one currency, and the rules that turn a family's placements into
// charges and charges into what is due when. The enrollment form, the family's statement, the office and the
// server's ledger all compute with these functions, so the totals they show can never disagree.

/** An amount in cents (integer; negative for what reduces a balance). */
export type Cents = number;

/** The co-op's currency; every amount is in it. */
export const currency = 'USD';

/** The largest amount any one fee, payment or refund may be: $100,000.00. */
export const maxAmountCents = 10_000_000;

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency });

/** "$1,234.50"; a negative amount "−$5.00" (a true minus sign, which screen readers say as minus). */
export function formatCents(cents: Cents): string {
  const text = dollars.format(Math.abs(cents) / 100);
  return cents < 0 ? `−${text}` : text;
}

/**
 * The cents a person typed as dollars ("12", "12.5", "$1,234.50"); null when it is not an amount of at most two
 * decimals between 0 and the largest allowed.
 */
export function parseDollars(text: string): Cents | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[1].replace(/,/g, '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents <= maxAmountCents ? cents : null;
}

/** `cents` × `percent` / 100, rounded to the nearest cent (halves away from zero), in integers only. */
export function percentOf(cents: Cents, percent: number): Cents {
  const scaled = Math.abs(cents) * percent;
  const rounded = Math.floor((scaled + 50) / 100);
  return cents < 0 ? -rounded : rounded;
}

/** What a class costs in a term. A deposit is the part of the class fee due when the seat is held. */
export interface ClassFees {
  classKey: string;
  classFee: Cents;
  supplyFee: Cents;
  deposit: Cents;
}

/** One installment of a term's plan: a share of what is left after deposits and dues, due on a day. */
export interface Installment {
  /** YYYY-MM-DD on the co-op's calendar. */
  dueOn: string;
  /** Whole percent; a plan's installments add up to 100. */
  percent: number;
}

/** A term's fee policy, as the office sets it. */
export interface TermFees {
  termKey: string;
  /** Household dues for the term, charged once when the household's first child holds a seat in it. */
  dues: Cents;
  /** Off the class fees of the second child (whole percent). */
  secondChildPercent: number;
  /** Off the class fees of the third child and every later one (whole percent). */
  laterChildPercent: number;
  /** How the rest is paid; empty means all of it is due on the term's first day (or at once, when later). */
  installments: Installment[];
  /**
   * YYYY-MM-DD: a child withdrawn after this day still owes the class's fees; withdrawn on or before it, the fees
   * are reversed (a payment already made becomes a credit). Null: withdrawing always reverses the fees.
   */
  feesKeptAfter: string | null;
  /**
   * Days a held seat may wait for its deposit before it is released to the waitlist (warned two days before);
   * null: seats are never released for an unpaid deposit.
   */
  depositReleaseDays: number | null;
  /** The share of each class fee owed to the class's instructors (whole percent; supply fees stay with the co-op). */
  instructorPercent: number;
}

/** The policy of a term the office has not set: no dues, no discounts, everything due on the first day. */
export function defaultTermFees(termKey: string): TermFees {
  return {
    termKey,
    dues: 0,
    secondChildPercent: 0,
    laterChildPercent: 0,
    installments: [],
    feesKeptAfter: null,
    depositReleaseDays: null,
    instructorPercent: 100,
  };
}

/** Days before release that the family is warned of an unpaid deposit. */
export const depositWarningDays = 2;

/** The kinds of line a ledger holds. Charges and discounts come from placements; the rest the office or a payment makes. */
export type LedgerLineKind =
  | 'dues'
  | 'class_fee'
  | 'supply_fee'
  | 'sibling_discount'
  | 'volunteer_hours'
  | 'scholarship'
  | 'credit'
  | 'payment'
  | 'refund';

/**
 * The kinds that are charges (or discounts off them): what a household owes, as opposed to what pays it. The due
 * schedule reads these, and the billing mail sends an invoice when they are posted.
 */
export const ledgerChargeKinds = [
  'dues',
  'class_fee',
  'supply_fee',
  'sibling_discount',
  'volunteer_hours',
] as const satisfies readonly LedgerLineKind[];

export const ledgerLineKindLabels: Record<LedgerLineKind, string> = {
  dues: 'Household dues',
  class_fee: 'Class fee',
  supply_fee: 'Supply fee',
  sibling_discount: 'Sibling discount',
  volunteer_hours: 'Volunteer hours not worked',
  scholarship: 'Scholarship',
  credit: 'Credit',
  payment: 'Payment',
  refund: 'Refund',
};

/** How money came in or went back. */
export type PaymentMethod = 'cash' | 'check' | 'card';

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash: 'Cash',
  check: 'Check',
  card: 'Card (online)',
};

/** A placement as the fee rules read it. */
export interface FeePlacement {
  placementId: string;
  studentId: string;
  studentName: string;
  classKey: string;
  classTitle: string;
  status: PlacementStatusName;
  /** YYYY-MM-DD on the co-op's calendar: the day it took its status. */
  statusOn: string;
}

/**
 * One charge the rules say a household owes in a term (a discount is a negative one). `key` names it for good:
 * the ledger compares what it has posted under each key with what the rules say now, and posts the difference.
 */
export interface ExpectedCharge {
  key: string;
  kind: 'dues' | 'class_fee' | 'supply_fee' | 'sibling_discount';
  amount: Cents;
  description: string;
  termKey: string;
  studentId: string | null;
  classKey: string | null;
  placementId: string | null;
}

/** Whether a placement owes its class's fees under the term's policy. */
export function owesFees(placement: Pick<FeePlacement, 'status' | 'statusOn'>, term: TermFees): boolean {
  if (placement.status === 'held' || placement.status === 'confirmed') return true;
  return placement.status === 'withdrawn' && term.feesKeptAfter !== null && placement.statusOn > term.feesKeptAfter;
}

/**
 * The charges a household owes in one term for its placements there: dues once if any child owes fees, each
 * owing placement's class and supply fees, and the sibling discounts. Children are ranked by their class fees,
 * highest first (then by name), so the family pays full price for its costliest child; the second child gets
 * `secondChildPercent` off their class fees, every later one `laterChildPercent`. Classes without fees (or
 * no longer in the term: a cancelled class) owe nothing. Zero amounts are left out.
 */
export function expectedCharges(
  term: TermFees,
  fees: ReadonlyMap<string, ClassFees>,
  placements: readonly FeePlacement[],
): ExpectedCharge[] {
  const owing = placements.filter((placement) => fees.has(placement.classKey) && owesFees(placement, term));
  const charges: ExpectedCharge[] = [];
  const base = { termKey: term.termKey };
  if (owing.length > 0 && term.dues > 0)
    charges.push({
      ...base,
      key: `dues:${term.termKey}`,
      kind: 'dues',
      amount: term.dues,
      description: ledgerLineKindLabels.dues,
      studentId: null,
      classKey: null,
      placementId: null,
    });
  const byChild = new Map<string, { name: string; classFees: Cents }>();
  for (const placement of [...owing].sort((a, b) => a.placementId.localeCompare(b.placementId))) {
    const { classFee, supplyFee } = fees.get(placement.classKey)!;
    for (const [kind, amount] of [
      ['class_fee', classFee],
      ['supply_fee', supplyFee],
    ] as const) {
      if (amount > 0)
        charges.push({
          ...base,
          key: `${kind}:${placement.placementId}`,
          kind,
          amount,
          description: `${ledgerLineKindLabels[kind]}: ${placement.classTitle}, ${placement.studentName}`,
          studentId: placement.studentId,
          classKey: placement.classKey,
          placementId: placement.placementId,
        });
    }
    const child = byChild.get(placement.studentId) ?? { name: placement.studentName, classFees: 0 };
    child.classFees += classFee;
    byChild.set(placement.studentId, child);
  }
  const ranked = [...byChild.entries()].sort(
    ([idA, a], [idB, b]) => b.classFees - a.classFees || a.name.localeCompare(b.name) || idA.localeCompare(idB),
  );
  ranked.forEach(([studentId, child], rank) => {
    if (rank === 0) return;
    const percent = rank === 1 ? term.secondChildPercent : term.laterChildPercent;
    const amount = percentOf(child.classFees, percent);
    if (amount > 0)
      charges.push({
        ...base,
        key: `sibling_discount:${term.termKey}:${studentId}`,
        kind: 'sibling_discount',
        amount: -amount,
        description: `${ledgerLineKindLabels.sibling_discount}: ${child.name}, ${percent}% off class fees`,
        studentId,
        classKey: null,
        placementId: null,
      });
  });
  return charges;
}

/** The sum of some amounts. */
export function totalCents(items: readonly { amount: Cents }[]): Cents {
  return items.reduce((sum, item) => sum + item.amount, 0);
}

/** A charge as it stands in the ledger (posted and not reversed), as the due schedule reads it. */
export interface StandingCharge {
  key: string;
  kind: (typeof ledgerChargeKinds)[number];
  amount: Cents;
  termKey: string;
  classKey: string | null;
  description: string;
  /** YYYY-MM-DD: the day it was posted. */
  postedOn: string;
}

/** One amount due on one day, and how much of it the family's payments and credits have covered. */
export interface DueItem {
  dueOn: string;
  label: string;
  termKey: string;
  /** The placement whose deposit this is, for a deposit. */
  depositFor: string | null;
  amount: Cents;
  paid: Cents;
  remaining: Cents;
}

const later = (a: string, b: string) => (a > b ? a : b);

/**
 * What a household must pay when. Dues and each class's deposit are due the day they were posted; what is left of
 * a term's charges (discounts taken off) is split across the term's installments by their percents (the last one
 * takes the odd cents), each due on its day or on the day the charge came, whichever is later; with no plan, on the
 * term's first day or at posting. The household's payments and credits (`covered`, a positive amount) pay the items
 * in the order they fall due. The items' remaining amounts add up to the balance when it is positive.
 */
export function dueSchedule(
  charges: readonly StandingCharge[],
  terms: ReadonlyMap<string, { fees: TermFees; start: string; name: string }>,
  classFees: ReadonlyMap<string, ClassFees>,
  covered: Cents,
): DueItem[] {
  const items: Omit<DueItem, 'paid' | 'remaining'>[] = [];
  const byTerm = new Map<string, StandingCharge[]>();
  for (const charge of charges) byTerm.set(charge.termKey, [...(byTerm.get(charge.termKey) ?? []), charge]);
  for (const [termKey, termCharges] of byTerm) {
    const term = terms.get(termKey);
    const termName = term?.name ?? termKey;
    let rest = 0;
    let lastPosted = '';
    for (const charge of termCharges) {
      lastPosted = later(lastPosted, charge.postedOn);
      // Dues, and hours not worked charged at the term's end, are due the day they are posted.
      if (charge.kind === 'dues' || charge.kind === 'volunteer_hours') {
        items.push({
          dueOn: charge.postedOn,
          label: `${termName}: ${charge.description}`,
          termKey,
          depositFor: null,
          amount: charge.amount,
        });
        continue;
      }
      const deposit =
        charge.kind === 'class_fee' && charge.classKey ? (classFees.get(charge.classKey)?.deposit ?? 0) : 0;
      const taken = Math.min(Math.max(deposit, 0), charge.amount);
      if (taken > 0)
        items.push({
          dueOn: charge.postedOn,
          label: `${termName}: deposit, ${charge.description}`,
          termKey,
          depositFor: charge.key.slice(charge.key.indexOf(':') + 1),
          amount: taken,
        });
      rest += charge.amount - taken;
    }
    if (rest <= 0) {
      if (rest < 0)
        items.push({ dueOn: lastPosted, label: `${termName}: discounts`, termKey, depositFor: null, amount: rest });
      continue;
    }
    const plan = term?.fees.installments.length
      ? term.fees.installments
      : [{ dueOn: term?.start ?? lastPosted, percent: 100 }];
    let left = rest;
    plan.forEach((installment, index) => {
      const amount = index === plan.length - 1 ? left : percentOf(rest, installment.percent);
      left -= amount;
      if (amount !== 0)
        items.push({
          dueOn: later(installment.dueOn, lastPosted),
          label: plan.length === 1 ? `${termName}: fees` : `${termName}: installment ${index + 1} of ${plan.length}`,
          termKey,
          depositFor: null,
          amount,
        });
    });
  }
  items.sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.label.localeCompare(b.label));
  // A negative item (discounts beyond a term's fees) adds to what pays the others.
  let pool = covered - items.filter((item) => item.amount < 0).reduce((sum, item) => sum + item.amount, 0);
  return items
    .filter((item) => item.amount > 0)
    .map((item) => {
      const paid = Math.min(Math.max(pool, 0), item.amount);
      pool -= paid;
      return { ...item, paid, remaining: item.amount - paid };
    });
}

/** What is due by `today` (YYYY-MM-DD) and not yet paid. */
export function dueBy(items: readonly DueItem[], today: string): Cents {
  return items.filter((item) => item.dueOn <= today).reduce((sum, item) => sum + item.remaining, 0);
}

/** Aging buckets of the treasurer's view, by days past due. */
export const agingBuckets = ['current', '1-30', '31-60', '61-90', '90+'] as const;
export type AgingBucket = (typeof agingBuckets)[number];

export const agingBucketLabels: Record<AgingBucket, string> = {
  current: 'Current',
  '1-30': '1–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  '90+': 'Over 90 days',
};

/** The bucket of an amount due on `dueOn`, seen on `today` (both YYYY-MM-DD). */
export function agingBucket(dueOn: string, today: string): AgingBucket {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueOn}T00:00:00Z`)) / 86_400_000);
  if (days <= 0) return 'current';
  if (days <= 30) return '1-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return '90+';
}

/** What the fee and payment screens and the server say; one text for both. */
export const moneyMessages = {
  amountInvalid: 'Please enter an amount in dollars and cents, such as 25.00.',
  amountPositive: 'Please enter an amount greater than zero.',
  percentInvalid: 'Please enter a whole percent from 0 to 100.',
  installmentsTotal: 'The installments must add up to 100%.',
  installmentDateInvalid: 'Please enter each installment’s due date as a date.',
  releaseDaysInvalid: 'Please enter the days as a whole number from 3 to 60, or leave it empty.',
  depositAboveFees: 'The deposit cannot be more than the class fee.',
  checkNumberRequired: 'Please enter the check number.',
  noteTooLong: 'Please keep the note to 500 characters or fewer.',
  householdNotFound: 'There is no such household.',
  lineNotFound: 'There is no such line in this household’s account.',
  alreadyReversed: 'This line has already been reversed.',
  notReversible: 'Charges and discounts follow the household’s placements; change the placement instead.',
  refundAboveReceived: (received: string) => `The refund cannot be more than the ${received} received.`,
  onlinePaymentsOff: 'Online payment is not set up. Please pay by cash or check at the co-op.',
  nothingDue: 'Nothing is due right now.',
} as const;
