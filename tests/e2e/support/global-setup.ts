import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBuiltProduct } from '../../support/product-server.mjs';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './credentials';

// Starts the built product exactly as `npm start` serves it (server/dist plus client/dist) on a free port with a
// throwaway data directory, and exposes its address as BASE_URL. Workers are started after global setup and
// inherit this process's environment, so `use.baseURL: process.env.BASE_URL` in playwright.config.ts resolves in
// every test.
export default async function globalSetup(): Promise<() => Promise<void>> {
  // Where a test announces a new content revision, until saving content through the dashboard can.
  const contentVersionDir = mkdtempSync(path.join(tmpdir(), 'coop-e2e-content-version-'));
  const contentVersionFile = path.join(contentVersionDir, 'content-version.json');
  const product = await startBuiltProduct({
    label: '[e2e]',
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
      CONTENT_VERSION_TEST_FILE: contentVersionFile,
    },
    urlEnv: (baseUrl) => ({ SITE_URL: baseUrl }),
    // E2E_SERVER_LOG=1 streams the server's output; otherwise its tail is shown when something goes wrong.
    echoStdout: Boolean(process.env.E2E_SERVER_LOG),
    echoStderr: Boolean(process.env.E2E_SERVER_LOG),
  });

  process.env.BASE_URL = product.url;
  process.env.E2E_DATA_DIR = product.dataDir;
  process.env.E2E_CONTENT_VERSION_FILE = contentVersionFile;
  return async () => {
    const exit = await product.stop();
    rmSync(contentVersionDir, { recursive: true, force: true });
    // On SIGTERM the server lets requests finish, closes the database and exits 0.
    if (exit !== 0) {
      console.error(`[e2e] server did not exit cleanly on SIGTERM (${exit}); its last output:\n${product.output()}`);
    }
  };
}
