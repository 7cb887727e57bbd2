import { defineConfig, devices } from '@playwright/test';
import { workerProduct } from './tests/e2e/support/products';

// End-to-end tests run the built product (`npm run build` first) in Debian's
// Chromium: Playwright cannot download its own browser on these machines, and
// scripts/ensure-chromium.mjs installs /usr/bin/chromium when it is missing.
// In a worker, its own product (global setup starts one per worker) is the one its tests and helpers address.
const product = workerProduct();
if (product) {
  process.env.BASE_URL = product.url;
  process.env.E2E_DATA_DIR = product.dataDir;
  process.env.E2E_STRIPE_URL = product.stripeUrl;
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Starts the built product once per worker on a free port; its return value
  // stops them and removes their data directories afterwards.
  globalSetup: './tests/e2e/support/global-setup.ts',
  // Two workers on the two cores, each with a server and a database of its
  // own: tests in a file run in order, and a worker's files one after another,
  // so the data a file shares with those before it stays predictable.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  // A ceiling, not a figure: most tests take a few seconds, but two workers share the two cores, and a machine
  // kept busy by other work slows each test several times over.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  use: {
    // This file is evaluated again in each worker, after global setup has
    // run, so the worker's own product is known when tests need it.
    baseURL: process.env.BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--disable-dev-shm-usage',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
});
