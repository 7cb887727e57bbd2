// @ts-check
// The product's app run in the benchmark's own process, every SQL statement counted through TypeORM's logger:
// for counting what a request costs, and for writing rows straight into its database.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { adminEmail, adminPassword, login, root } from './lib.mjs';

/** The built server's modules, by their path under server/dist. */
export const requireBuilt = (/** @type {string} */ file) =>
  createRequire(import.meta.url)(path.join(root, 'server/dist', file));

/**
 * A request to the API as the sections describe it once, for autocannon and for a single call alike.
 * @typedef {object} ApiRequest
 * @property {string} path
 * @property {string} [method]
 * @property {string} [body]  JSON
 */

/**
 * @param {string} url
 * @param {string} token
 * @param {ApiRequest} request
 * @returns {import('autocannon').Options}
 */
export function requestOptions(url, token, { path: address, method = 'GET', body }) {
  /** @type {Record<string, string>} */
  const headers = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return { url: `${url}${address}`, method, headers, body };
}

/**
 * One call; fails unless it answers 2xx.
 * @param {string} url
 * @param {string} token
 * @param {ApiRequest} request
 */
export async function send(url, token, request) {
  const { url: address, ...init } = requestOptions(url, token, request);
  const response = await fetch(address, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${request.method ?? 'GET'} ${request.path} answered ${response.status}: ${text}`);
  return text;
}

/**
 * The app over `dataDir` (SQLite there, or the PostgreSQL database given: the app migrates it), listening on a
 * free port, with the administrator logged in.
 * @param {{ dataDir: string, databaseUrl?: string }} where
 */
export async function startInProcessApp({ dataDir, databaseUrl }) {
  const { createApp } = requireBuilt('app.js');
  const { loadConfig } = requireBuilt('config.js');
  /**
   * Each request's statements, counted in its own async context: the app's timers (the content poll, the sweeps of
   * ended limits and of the trash) run outside any request, so what they send is never counted against one.
   * @type {AsyncLocalStorage<{ statements: number }>}
   */
  const requests = new AsyncLocalStorage();
  /** The count of the request the server took last; the requests counted are sent one at a time. */
  let latest = { statements: 0 };
  const queryLogger = {
    logQuery: () => {
      const counted = requests.getStore();
      if (counted) counted.statements++;
    },
    logQueryError() {},
    logQuerySlow() {},
    logSchemaBuild() {},
    logMigration() {},
    log() {},
  };
  const config = {
    ...loadConfig({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword, DATABASE_URL: databaseUrl }),
    dataDir,
    clientDir: undefined,
  };
  // Neither the outbox worker nor the enrollment digest: nobody here reads the mail they would send.
  const app = await createApp(config, () => {}, { queryLogger, outbox: false, digest: false });
  const server = createServer((req, res) => {
    latest = { statements: 0 };
    requests.run(latest, () => app.express(req, res));
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  const token = await login(url);
  return {
    app,
    url,
    token,
    /**
     * The SQL statements each request makes, one after the other.
     * @template {string} Name
     * @param {Record<Name, ApiRequest>} asked
     * @returns {Promise<Record<Name, number>>}
     */
    async statementsPerRequest(asked) {
      /** @type {Record<string, number>} */
      const counts = {};
      for (const [name, request] of Object.entries(asked)) {
        await send(url, token, /** @type {ApiRequest} */ (request));
        counts[name] = latest.statements;
      }
      return /** @type {Record<Name, number>} */ (counts);
    },
    async close() {
      server.close();
      // fetch keeps its connections open for more; they would hold close() for seconds.
      server.closeAllConnections();
      await app.close();
    },
  };
}
