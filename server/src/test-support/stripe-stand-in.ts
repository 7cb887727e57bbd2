import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The Stripe stand-in is plain ESM shared with the end-to-end tests (tests/support/stripe-stand-in.mjs, whose JSDoc
// types tsconfig.scripts.json checks); the server's TypeScript cannot read those types, so its tests load it here
// and see the part of it they use.

export interface StripeStandIn {
  url: string;
  secretKey: string;
  webhookSecret: string;
  productEnv(): Record<string, string>;
  setWebhookUrl(url: string): void;
  setDelivery(mode: 'once' | 'twice' | 'hold'): void;
  releaseWebhooks(): Promise<void>;
  pay(sessionId: string): Promise<string>;
  refund(input: { paymentIntent: string; amount?: number }): Promise<{ id: string; amount: number }>;
  session(sessionId: string): Record<string, any> | undefined;
  sessions(): Record<string, any>[];
  deliveries: { type: string; objectId: string; status: number }[];
  idle(): Promise<void>;
  close(): Promise<void>;
}

const file = path.resolve(__dirname, '..', '..', '..', 'tests', 'support', 'stripe-stand-in.mjs');

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const module = (await import(pathToFileURL(file).href)) as { startStripeStandIn(): Promise<StripeStandIn> };
  return module.startStripeStandIn();
}
