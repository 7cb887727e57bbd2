import Stripe from 'stripe';
import type { StripeConfig } from '../../config';

/**
 * The Stripe client for the configured key. Requests go to Stripe's API, or to `STRIPE_API_URL` when a test points
 * them at its local stand-in. Retries are the library's own (with idempotency keys on every POST), so a dropped
 * connection does not make a second session or refund.
 */
export function createStripeClient(config: StripeConfig): Stripe {
  const { apiUrl } = config;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(apiUrl && {
      host: apiUrl.hostname,
      port: apiUrl.port || (apiUrl.protocol === 'https:' ? 443 : 80),
      protocol: apiUrl.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}
