// The online-payments module's front door: what the rest of the server may use of it.
// Families pay their household's account through Stripe Checkout, the office refunds card payments, and Stripe's
// signed webhook tells of payments and refunds; each posts to the ledger once, under Stripe's own id.
export { OnlinePaymentsResolver } from './online-payments.resolver';
export { onlinePaymentRoutes, stripeWebhookRoute } from './online-payments.rest';
export { OnlinePaymentsService } from './online-payments.service';
export { createStripeClient } from './stripe-client';
