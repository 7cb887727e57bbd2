import type { FullConfig } from '@playwright/test';
import { startBuiltProduct } from '../../support/product-server.mjs';
import { startStripeStandIn } from '../../support/stripe-stand-in.mjs';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './credentials';
import type { ProductAddress } from './products';

// Starts the built product exactly as `npm start` serves it (server/dist plus client/dist) on a free port with a
// throwaway data directory, once per worker: each worker runs its files one after another against a product and a
// database of its own, so a file sees only what the files before it in the same worker left. The addresses go to
// the workers through E2E_PRODUCTS: workers are started after global setup and inherit this process's environment,
// and playwright.config.ts, read again in each worker, takes that worker's one (see ./products.ts). Each product
// takes card payments through a Stripe stand-in of its own, which lives here in the runner's process and sends its
// webhooks to that product; specs steer it through its `/_stand-in/*` routes at E2E_STRIPE_URL.
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const stripes = await Promise.all(Array.from({ length: config.workers }, () => startStripeStandIn()));
  const products = await Promise.all(
    stripes.map((stripe, index) =>
      startBuiltProduct({
        label: `[e2e ${index}]`,
        host: 'localhost',
        env: {
          ADMIN_EMAIL,
          ADMIN_PASSWORD,
          // Every test browser comes from one address: the per-address limits would otherwise trip mid-suite.
          SIGNUP_LIMIT_PER_HOUR: '10000',
          FORMS_LIMIT_PER_HOUR: '10000',
          PASSWORD_RESET_CLIENT_LIMIT_PER_HOUR: '10000',
          GRAPHQL_LIMIT_PER_MINUTE: '100000',
          // And every upload from a handful of seeded accounts.
          UPLOAD_LIMIT_PER_10_MIN: '10000',
          // Class-change notices wait a second for further saves rather than thirty, so a test reads them at once.
          CLASS_CHANGE_NOTICE_WAIT: '1',
          // Mail is not paced: a test reads each message as soon as the outbox delivers it (the pace has its own tests).
          MAIL_PER_MINUTE: '1000000',
          ...stripe.productEnv(),
        },
        urlEnv: (baseUrl) => ({ SITE_URL: baseUrl }),
        // E2E_SERVER_LOG=1 streams the servers' output; otherwise a server's tail is shown when something goes wrong.
        echoStdout: Boolean(process.env.E2E_SERVER_LOG),
        echoStderr: Boolean(process.env.E2E_SERVER_LOG),
      }),
    ),
  );

  products.forEach(({ url }, index) => stripes[index].setWebhookUrl(`${url}/api/stripe-webhook`));
  const addresses: ProductAddress[] = products.map(({ url, dataDir }, index) => ({
    url,
    dataDir,
    stripeUrl: stripes[index].url,
  }));
  process.env.E2E_PRODUCTS = JSON.stringify(addresses);
  return async () => {
    await Promise.all(
      products.map(async (product, index) => {
        const exit = await product.stop();
        // On SIGTERM the server lets requests finish, closes the database and exits 0.
        if (exit !== 0) {
          console.error(
            `[e2e ${index}] server did not exit cleanly on SIGTERM (${exit}); its last output:\n${product.output()}`,
          );
        }
      }),
    );
    await Promise.all(stripes.map((stripe) => stripe.close()));
  };
}
