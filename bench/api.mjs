// @ts-check
// 3. API against its floor: GraphQL list of files and links, GET /api/files.php, and a framework-free floor,
// with autocannon (10 connections), 50 visible files and 50 links seeded; plus SQL statements per list request.
// The same section runs on each engine: SQLite (`api`) and a throwaway PostgreSQL cluster (`api-pg`).
import { execFileSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startThrowawayPostgres } from '../scripts/throwaway-postgres.mjs';
import { figure, freePort, login, root, startProduct, waitFor } from './lib.mjs';

const listQuery = JSON.stringify({
  query:
    '{ sharedFiles { id original_name size visibility uploader_name uploaded_at url } sharedLinks { id title url description category visibility sharedBy sharedAt } }',
});

/**
 * @param {string} url
 * @param {string} token
 */
async function seed(url, token, count = 50) {
  for (let i = 0; i < count; i++) {
    const form = new FormData();
    form.append('file', new Blob([`Notes for week ${i}\n`]), `week-${i}.txt`);
    const upload = await fetch(`${url}/api/files.php`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (!upload.ok) throw new Error(`seeding a file failed: ${upload.status}`);
    const link = await fetch(`${url}/api/links.php`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: `Link ${i}`,
        url: `https://example.org/${i}`,
        description: 'A useful page',
        category: 'Resources',
      }),
    });
    if (!link.ok) throw new Error(`seeding a link failed: ${link.status}`);
  }
}

/**
 * @param {import('autocannon').Options} options
 * @returns {Promise<import('autocannon').Result>}
 */
function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 10, duration: 8, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * @param {string} name
 * @param {import('autocannon').Options} options
 */
async function measure(name, options) {
  await load({ ...options, duration: 2 });
  const result = await load(options);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/**
 * Statements per list request, counted through TypeORM's logger in an app run in this process, on SQLite in a
 * folder of its own or on the PostgreSQL database given (an empty one: the app migrates and seeds it).
 * @param {string} [databaseUrl]
 */
async function statementsPerList(databaseUrl) {
  const require = createRequire(import.meta.url);
  const { createApp } = require(path.join(root, 'server/dist/app.js'));
  const { loadConfig } = require(path.join(root, 'server/dist/config.js'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'coop-bench-sql-'));
  let statements = 0;
  const queryLogger = {
    logQuery: () => statements++,
    logQueryError() {},
    logQuerySlow() {},
    logSchemaBuild() {},
    logMigration() {},
    log() {},
  };
  const config = {
    ...loadConfig({
      ADMIN_EMAIL: 'admin@bench.test',
      ADMIN_PASSWORD: 'bench-admin-password',
      DATABASE_URL: databaseUrl,
    }),
    dataDir,
    clientDir: undefined,
  };
  const app = await createApp(config, () => {}, { queryLogger });
  /** @type {import('node:http').Server} */
  const server = app.express.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  try {
    const token = await login(url, 'admin@bench.test');
    await seed(url, token, 5);
    const count = async (/** @type {() => Promise<unknown>} */ call) => {
      const before = statements;
      await call();
      return statements - before;
    };
    return {
      rest: await count(() =>
        fetch(`${url}/api/files.php`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json()),
      ),
      graphql: await count(() =>
        fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: listQuery,
        }).then((r) => r.json()),
      ),
    };
  } finally {
    server.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * @typedef {object} Engine
 * @property {string} section        the section's name in the table
 * @property {string} floorName      what the floor is made of
 * @property {string} floorScript    under bench/; it reads DATA_DIR (SQLite) or DATABASE_URL, as the product does
 * @property {string} [databaseUrl]  the product's PostgreSQL database; SQLite in its data folder when unset
 * @property {string} [statementsDatabaseUrl]  an empty database of the same engine for counting statements
 */

/** @param {Engine} engine */
async function benchApiOn(engine) {
  const { section } = engine;
  const product = await startProduct(engine.databaseUrl ? { DATABASE_URL: engine.databaseUrl } : {});
  const floorPort = await freePort();
  let floor;
  try {
    const token = await login(product.url);
    await seed(product.url, token);
    const databaseEnv = engine.databaseUrl ? { DATABASE_URL: engine.databaseUrl } : {};
    floor = spawn(process.execPath, [path.join(root, 'bench', engine.floorScript)], {
      cwd: root,
      env: { ...process.env, PORT: String(floorPort), DATA_DIR: product.dataDir, ...databaseEnv },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const headers = { authorization: `Bearer ${token}` };
    const floorUrl = `http://127.0.0.1:${floorPort}/files`;
    await waitFor(floorUrl, 30_000, { headers });
    // A floor is only a floor if it does the same work: the same rows, fields and times, byte for byte.
    const [floorBody, productBody] = await Promise.all(
      [floorUrl, `${product.url}/api/files.php`].map((url) => fetch(url, { headers }).then((r) => r.text())),
    );
    if (floorBody !== productBody) {
      throw new Error(`${section}: the floor answers otherwise than GET /api/files.php:\n${floorBody}\n${productBody}`);
    }
    const floorResult = await measure('floor', { url: floorUrl, headers });
    const rest = await measure('REST', { url: `${product.url}/api/files.php`, headers });
    const graphql = await measure('GraphQL', {
      url: `${product.url}/graphql`,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: listQuery,
    });
    const sql = await statementsPerList(engine.statementsDatabaseUrl);
    return [
      figure(
        section,
        `floor (${engine.floorName}) GET files`,
        floorResult.rps,
        'req/s',
        'reference',
        true,
        `p99 ${floorResult.p99} ms`,
      ),
      figure(
        section,
        'REST GET /api/files.php',
        rest.rps,
        'req/s',
        '≥ 0.5× floor',
        rest.rps >= 0.5 * floorResult.rps,
        `${(rest.rps / floorResult.rps).toFixed(2)}× floor`,
      ),
      figure(
        section,
        'GraphQL files + links',
        graphql.rps,
        'req/s',
        '≥ 0.3× floor',
        graphql.rps >= 0.3 * floorResult.rps,
        `${(graphql.rps / floorResult.rps).toFixed(2)}× floor`,
      ),
      figure(section, 'REST p99 latency', rest.p99, 'ms', '≤ 25 ms', rest.p99 <= 25),
      figure(section, 'GraphQL p99 latency', graphql.p99, 'ms', '≤ 25 ms', graphql.p99 <= 25),
      figure(
        section,
        'SQL statements, REST files list',
        sql.rest,
        'statements',
        '≤ 2',
        sql.rest <= 2,
        'session+user, files+uploaders',
      ),
      figure(
        section,
        'SQL statements, GraphQL files + links',
        sql.graphql,
        'statements',
        '≤ 2 per list',
        sql.graphql <= 3,
        'session+user, files, links',
      ),
    ];
  } finally {
    floor?.kill('SIGTERM');
    await product.stop();
  }
}

export function benchApi() {
  return benchApiOn({ section: 'api', floorName: 'node:http + better-sqlite3', floorScript: 'floor-api.mjs' });
}

/** The same figures with the product on a throwaway PostgreSQL cluster, against a floor on the raw `pg` client. */
export async function benchApiPostgres() {
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-postgres.mjs')], { stdio: 'inherit' });
  const cluster = await startThrowawayPostgres({ databases: ['coop', 'coop_statements'] });
  try {
    return await benchApiOn({
      section: 'api-pg',
      floorName: 'node:http + pg',
      floorScript: 'floor-api-pg.mjs',
      databaseUrl: cluster.urlFor('coop'),
      statementsDatabaseUrl: cluster.urlFor('coop_statements'),
    });
  } finally {
    await cluster.stop();
  }
}
