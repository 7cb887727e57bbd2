import {
  checkoutAmounts,
  maxAmountCents,
  moneyMessages,
  onlinePaymentMessages,
  type CheckoutAmount,
} from '@coop/contract';
import { AppError } from '../../errors';

// The inputs of online payments, checked at the edge with the words the family's and the office's screens use.

export function parseCheckoutAmount(raw: unknown): CheckoutAmount {
  if (typeof raw === 'string' && (checkoutAmounts as readonly string[]).includes(raw)) return raw as CheckoutAmount;
  throw new AppError('BAD_USER_INPUT', onlinePaymentMessages.amountChoice, 'amount');
}

/** A Checkout session's id as Stripe writes them; anything else names no payment of the household's. */
export function parseSessionId(raw: unknown): string {
  if (typeof raw === 'string' && /^cs_[A-Za-z0-9_]{1,250}$/.test(raw)) return raw;
  throw new AppError('NOT_FOUND', onlinePaymentMessages.checkoutNotFound, 'sessionId');
}

export function parseLineId(raw: unknown): string {
  if (typeof raw === 'string' && raw.length > 0 && raw.length <= 36) return raw;
  throw new AppError('NOT_FOUND', moneyMessages.lineNotFound, 'transactionId');
}

/** A refund in cents: a whole number above zero, at most the largest amount the product takes. */
export function parseRefundCents(raw: unknown): number {
  const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw new AppError('BAD_USER_INPUT', moneyMessages.amountInvalid, 'amount');
  if (value <= 0 || value > maxAmountCents)
    throw new AppError('BAD_USER_INPUT', moneyMessages.amountPositive, 'amount');
  return value;
}
