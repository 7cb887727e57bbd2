// The shapes the online payments service answers with; the GraphQL types mirror them.

/** A Checkout session made for a family: where to send them, and for how much (cents). */
export interface CheckoutView {
  sessionId: string;
  url: string;
  amount: number;
}

/** A session a family came back from: whether Stripe has taken the money, and how much (cents). */
export interface CheckoutResultView {
  sessionId: string;
  paid: boolean;
  amount: number;
}

/** A refund the office made to a card through Stripe (cents). */
export interface CardRefundView {
  refundId: string;
  amount: number;
  householdId: string;
}

/** What one webhook delivery did: its event's type, and whether it posted anything new. */
export interface WebhookOutcome {
  type: string;
  applied: boolean;
}
