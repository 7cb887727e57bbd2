// Which of the products global setup started is this worker's: the one at its parallel index, which a worker
// started again after a failure keeps. playwright.config.ts calls it in each worker and exports the address as
// BASE_URL (the `baseURL` of every page and request) and the data folder as E2E_DATA_DIR (the outbox folder),
// so a spec reads those as it would with a single product, and its Stripe stand-in's address as E2E_STRIPE_URL.

/** A product and the Stripe stand-in it takes card payments through. */
export type ProductAddress = { url: string; dataDir: string; stripeUrl: string };

/** This worker's product; undefined in the runner's own process, which starts them. */
export function workerProduct(): ProductAddress | undefined {
  const slot = process.env.TEST_PARALLEL_INDEX;
  if (slot === undefined || !process.env.E2E_PRODUCTS) return undefined;
  return (JSON.parse(process.env.E2E_PRODUCTS) as ProductAddress[])[Number(slot)];
}
