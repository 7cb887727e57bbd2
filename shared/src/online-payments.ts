import { memberAreaHref } from './member-areas';

// Paying online through Stripe Checkout: what a family may ask to pay, where Stripe sends them back, and what the
// server says when it refuses. The family's payment screen and the server read these; `moneyMessages` holds the
// texts both money screens share (online payment off, nothing due).

/** What a family pays online: what is due by today, or the whole balance. */
export const checkoutAmounts = ['due_now', 'balance'] as const;
export type CheckoutAmount = (typeof checkoutAmounts)[number];

/** The query parameter naming the checkout a family comes back from: the session's id, or `cancelled`. */
export const checkoutReturnParam = 'checkout';
export const checkoutCancelledValue = 'cancelled';

/** Where Stripe sends a family after paying; Stripe fills in the session's id. */
export const checkoutSuccessPath = `${memberAreaHref('payments')}?${checkoutReturnParam}={CHECKOUT_SESSION_ID}`;
/** Where Stripe sends a family who cancelled on its page. */
export const checkoutCancelPath = `${memberAreaHref('payments')}?${checkoutReturnParam}=${checkoutCancelledValue}`;

export const onlinePaymentMessages = {
  amountChoice: 'Please choose to pay what is due now or the whole balance.',
  noHousehold: 'No household is linked to your account yet, so there is nothing to pay online.',
  checkoutNotFound: 'There is no such online payment for your household.',
  providerUnavailable: 'The card payment service could not be reached. Please try again in a few minutes.',
  notCardPayment: 'Only a card payment made online can be refunded to the card.',
  refundRefused: (reason: string) => `The card payment service refused the refund: ${reason}`,
  webhookSignature: 'The Stripe-Signature header is missing or does not match this webhook’s secret.',
} as const;
