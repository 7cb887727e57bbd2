import type { SettlementOutcome } from '@coop/contract';

/** One signup as the door's list shows it: whose, which duty, when, and how its checks stand. */
export interface CheckinRowView {
  signupId: string;
  householdId: string;
  householdName: string;
  volunteerName: string;
  roleName: string;
  date: string;
  start: string;
  end: string;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  workedMinutes: number;
  missingOut: boolean;
}

export interface CheckinDayView {
  /** The co-op's today, YYYY-MM-DD. */
  today: string;
  signups: CheckinRowView[];
}

export interface CorrectionView {
  minutes: number;
  reason: string;
  byName: string;
  at: Date;
}

/** One signup's line in the hours ledger. */
export interface HoursSignupView extends CheckinRowView {
  /** The slot's length. */
  minutes: number;
  /** Cancelled, swapped away or removed, but it has worked time. */
  ended: boolean;
  correction: CorrectionView | null;
}

export interface SettlementView {
  outcome: SettlementOutcome;
  shortMinutes: number;
  amount: number;
  reason: string | null;
  byName: string;
  at: Date;
}

/** A household's hours in a term: required, signed up, worked, short, and how the office settled them. */
export interface HouseholdHoursView {
  householdId: string;
  name: string;
  requiredMinutes: number;
  signedUpMinutes: number;
  workedMinutes: number;
  shortMinutes: number;
  /** What the shortfall would be charged at the term's rate. */
  shortCharge: number;
  /** Signups checked in without a check-out and not corrected. */
  missingOut: number;
  settlement: SettlementView | null;
  signups: HoursSignupView[];
}

export interface HoursLedgerView {
  termKey: string;
  termName: string;
  termEnded: boolean;
  hourlyRate: number;
  households: HouseholdHoursView[];
}
