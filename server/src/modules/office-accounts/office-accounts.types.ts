import type { DueItem, LedgerLineKind, PaymentMethod } from '@coop/contract';

/** A household in the office's list: who it is and what it owes (negative: a credit). */
export interface AccountSummaryView {
  householdId: string;
  name: string;
  students: string[];
  balance: number;
}

/** One line of an account as the office sees it, with whether it may still be reversed. */
export interface AccountLineView {
  id: string;
  kind: LedgerLineKind;
  amount: number;
  description: string;
  occurredOn: string;
  termKey: string | null;
  method: PaymentMethod | null;
  reference: string | null;
  note: string | null;
  createdByName: string;
  createdAt: Date;
  reversesId: string | null;
  reversedById: string | null;
  reversible: boolean;
}

/** One household's account: its balance (the sum of its lines), what is due by today, every line, the schedule. */
export interface OfficeAccountView {
  householdId: string;
  name: string;
  balance: number;
  dueNow: number;
  lines: AccountLineView[];
  due: DueItem[];
}
