import type { PaymentMethod } from '@coop/contract';

// The treasurer's figures as the service hands them to GraphQL, the spreadsheets and the tests. Amounts in cents.
// A totals row has the shape of its table's rows, without what names one row (household, month, instructor).

/** One household's lines summed by what they are; the three add up to its balance. */
export interface HouseholdBalanceView {
  householdId: string | null;
  householdName: string;
  /** Dues, class and supply fees (net of their reversals). */
  charges: number;
  /** Sibling discounts, scholarships and credits (negative). */
  discounts: number;
  /** Payments (negative) and refunds (positive). */
  payments: number;
  balance: number;
}

/** What a household owes, by how long past due; the buckets add up to `owed`, its positive balance. */
export interface AgingView {
  householdId: string | null;
  householdName: string;
  /** In the order of the contract's `agingBuckets`. */
  buckets: number[];
  owed: number;
}

/** The money that came in and went back by one method in one month. */
export interface PaymentPeriodView {
  /** YYYY-MM; null on the totals row. */
  month: string | null;
  method: PaymentMethod | null;
  received: number;
  refunded: number;
  /** Received less refunded. */
  net: number;
}

/** One instructor's share of one class's fees. */
export interface InstructorFeeView {
  /** Null when the office has assigned the class no teacher. */
  userId: string | null;
  instructorName: string;
  termKey: string;
  termName: string;
  classKey: string;
  classTitle: string;
  /** The class's class fees net of reversals (supply fees and discounts not counted). */
  classFees: number;
  /** The term's instructor percent. */
  percent: number;
  /** How many teachers split the class's share evenly. */
  teachers: number;
  owed: number;
}

export interface TreasurerReportView {
  /** YYYY-MM-DD on the co-op's calendar: the day aging is counted from. */
  asOf: string;
  balances: HouseholdBalanceView[];
  balanceTotal: HouseholdBalanceView;
  aging: AgingView[];
  agingTotal: AgingView;
  payments: PaymentPeriodView[];
  paymentTotal: PaymentPeriodView;
  instructors: InstructorFeeView[];
  instructorTotal: number;
}
