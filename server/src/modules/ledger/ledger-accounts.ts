import type { LedgerLineKind, PaymentMethod } from '@coop/contract';

/** The household's side of every line: what it owes the co-op. */
export const receivable = 'receivable';

/** The account on the other side of a line of this kind: where a charge is earned, a discount given, money held. */
export function counterAccount(kind: LedgerLineKind, method: PaymentMethod | null): string {
  switch (kind) {
    case 'dues':
      return 'income:dues';
    case 'class_fee':
      return 'income:class_fees';
    case 'supply_fee':
      return 'income:supply_fees';
    case 'volunteer_hours':
      return 'income:volunteer_hours';
    case 'sibling_discount':
      return 'discounts:sibling';
    case 'scholarship':
      return 'discounts:scholarships';
    case 'credit':
      return 'discounts:credits';
    case 'payment':
    case 'refund':
      return `money:${method ?? 'cash'}`;
  }
}
