import { defineConfig, devices } from '@playwright/test';

// End-to-end tests run the built product (`npm run build` first) in Debian's
// Chromium: Playwright cannot download its own browser on these machines, and
// scripts/ensure-chromium.mjs installs /usr/bin/chromium when it is missing.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Starts server/dist/index.js on a free port and sets BASE_URL; its return
  // value stops the server and removes its data directory afterwards.
  globalSetup: './tests/e2e/support/global-setup.ts',
  // One server and one database for the whole run: tests in a file run in
  // order, and files one after another, so shared data stays predictable.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    // Set by global setup. This file is evaluated again in each worker, after
    // global setup has run, so the value is there when tests need it.
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
