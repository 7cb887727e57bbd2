import { startBuiltProduct } from '../../support/product-server.mjs';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './credentials';

// Starts the built product exactly as `npm start` serves it (server/dist plus client/dist) on a free port with a
// throwaway data directory, and exposes its address as BASE_URL. Workers are started after global setup and
// inherit this process's environment, so `use.baseURL: process.env.BASE_URL` in playwright.config.ts resolves in
// every test.
export default async function globalSetup(): Promise<() => Promise<void>> {
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
      // Class-change notices wait a second for further saves rather than thirty, so a test reads them at once.
      CLASS_CHANGE_NOTICE_WAIT: '1',
    },
    urlEnv: (baseUrl) => ({ SITE_URL: baseUrl }),
    // E2E_SERVER_LOG=1 streams the server's output; otherwise its tail is shown when something goes wrong.
    echoStdout: Boolean(process.env.E2E_SERVER_LOG),
    echoStderr: Boolean(process.env.E2E_SERVER_LOG),
  });

  process.env.BASE_URL = product.url;
  process.env.E2E_DATA_DIR = product.dataDir;
  return async () => {
    const exit = await product.stop();
    // On SIGTERM the server lets requests finish, closes the database and exits 0.
    if (exit !== 0) {
      console.error(`[e2e] server did not exit cleanly on SIGTERM (${exit}); its last output:\n${product.output()}`);
    }
  };
}
