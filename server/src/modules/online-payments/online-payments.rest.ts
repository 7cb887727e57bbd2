import express, { type Router } from 'express';
import { bodyInput, input, rest } from '../../http/rest';
import { contextOf } from '../accounts';
import type { OnlinePaymentsService } from './online-payments.service';

/** The REST shim's online payments: the same service calls as GraphQL, with the body's fields as they come. */
export function onlinePaymentRoutes(payments: OnlinePaymentsService): Router {
  const router = express.Router();
  // `{amount: "due_now" | "balance"}` → the session's `url` to send the family to.
  router.post(
    '/checkout.php',
    rest(async (req) => ({ checkout: await payments.startCheckout(contextOf(req), bodyInput(req)) })),
  );
  // `?sessionId=cs_…` → whether that session is paid.
  router.get(
    '/checkout.php',
    rest(async (req) => ({ result: await payments.checkoutResult(contextOf(req), input(req)) })),
  );
  return router;
}

/**
 * Stripe's webhook, `POST /api/stripe-webhook`: mounted ahead of the JSON parser, since the signature is over the
 * exact bytes Stripe sent. Any answer but 2xx makes Stripe deliver the event again later.
 */
export function stripeWebhookRoute(payments: OnlinePaymentsService): Router {
  const router = express.Router();
  router.post(
    '/api/stripe-webhook',
    express.raw({ type: () => true, limit: '1mb' }),
    rest(async (req) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return { received: true, ...(await payments.receiveWebhook(body, req.header('stripe-signature'))) };
    }),
  );
  return router;
}
