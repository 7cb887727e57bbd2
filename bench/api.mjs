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
import { figure, freePort, login, median, root, startProduct, waitFor } from './lib.mjs';

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
    autocannon({ connections: 10, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const rounds = 3;
const roundSeconds = 4;
// The server's compiler keeps improving the hot paths for several seconds of load; shorter warm-ups measured it
// half-way (each later round faster than the one before).
const warmUpSeconds = 6;

/**
 * Loads every target in turn, round after round (after an unmeasured warm-up of each), and answers each target's
 * median requests per second and median p99. Taking turns puts every target through the same moments of the
 * machine: a slow spell on a shared host lowers a round of each rather than all of one target's figure, so the
 * ratios to the floor hold steadier than with one long run per target, which swung by a fifth between runs.
 * @param {{ name: string, options: import('autocannon').Options }[]} targets
 */
async function measureInTurns(targets) {
  for (const { options } of targets) await load({ ...options, duration: warmUpSeconds });
  /** @type {{ rps: number[], p99: number[] }[]} */
  const samples = targets.map(() => ({ rps: [], p99: [] }));
  for (let round = 0; round < rounds; round++) {
    for (const [index, { name, options }] of targets.entries()) {
      const result = await load({ ...options, duration: roundSeconds });
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      samples[index].rps.push(result.requests.average);
      samples[index].p99.push(result.latency.p99);
    }
  }
  return samples.map(({ rps, p99 }) => ({ rps: median(rps), p99: median(p99) }));
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
 * @typedef {object} Floor
 * @property {string} name     what it is made of
 * @property {string} short    how the notes name a ratio against it
 * @property {string} script   under bench/; it reads DATA_DIR (SQLite) or DATABASE_URL, as the product does
 * @property {Record<string, string>} [env]
 * @property {string} [note]    why it is measured, when it is not the reference
 *
 * @typedef {object} Engine
 * @property {string} section        the section's name in the table
 * @property {[Floor, ...Floor[]]} floors  the targets are met against the first; the others tell where a gap lies
 * @property {string} [databaseUrl]  the product's PostgreSQL database; SQLite in its data folder when unset
 * @property {string} [statementsDatabaseUrl]  an empty database of the same engine for counting statements
 */

/**
 * A floor in a process of its own over the product's database, once it answers as GET /api/files.php does.
 * @param {Floor} floor
 * @param {Record<string, string>} env
 * @param {string} productUrl
 * @param {Record<string, string>} headers
 * @param {import('node:child_process').ChildProcess[]} started  the floor's process is added, to be stopped
 */
async function startApiFloor(floor, env, productUrl, headers, started) {
  const port = await freePort();
  started.push(
    spawn(process.execPath, [path.join(root, 'bench', floor.script)], {
      cwd: root,
      env: { ...process.env, ...env, ...floor.env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const url = `http://127.0.0.1:${port}/files`;
  await waitFor(url, 30_000, { headers });
  // A floor is only a floor if it does the same work: the same rows, fields and times, byte for byte.
  const [floorBody, productBody] = await Promise.all(
    [url, `${productUrl}/api/files.php`].map((address) => fetch(address, { headers }).then((r) => r.text())),
  );
  if (floorBody !== productBody) {
    throw new Error(`floor (${floor.name}) answers otherwise than GET /api/files.php:\n${floorBody}\n${productBody}`);
  }
  return url;
}

/** @param {Engine} engine */
async function benchApiOn(engine) {
  const { section, floors } = engine;
  /** @type {Record<string, string>} */
  const databaseEnv = engine.databaseUrl ? { DATABASE_URL: engine.databaseUrl } : {};
  const product = await startProduct(databaseEnv);
  /** @type {import('node:child_process').ChildProcess[]} */
  const started = [];
  try {
    const token = await login(product.url);
    await seed(product.url, token);
    const headers = { authorization: `Bearer ${token}` };
    const floorEnv = { DATA_DIR: product.dataDir, ...databaseEnv };
    const floorTargets = [];
    for (const floor of floors) {
      const url = await startApiFloor(floor, floorEnv, product.url, headers, started);
      floorTargets.push({ name: floor.name, options: { url, headers } });
    }
    const measured = await measureInTurns([
      ...floorTargets,
      { name: 'REST', options: { url: `${product.url}/api/files.php`, headers } },
      {
        name: 'GraphQL',
        options: {
          url: `${product.url}/graphql`,
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: listQuery,
        },
      },
    ]);
    const floorResults = measured.slice(0, floors.length);
    const [rest, graphql] = measured.slice(floors.length);
    const floorRate = floorResults[0].rps;
    const ratios = (/** @type {number} */ rps) =>
      floors.map((floor, i) => `${(rps / floorResults[i].rps).toFixed(2)}× ${floor.short}`).join(', ');
    const sql = await statementsPerList(engine.statementsDatabaseUrl);
    return [
      ...floors.map((floor, i) =>
        figure(
          section,
          `floor (${floor.name}) GET files`,
          floorResults[i].rps,
          'req/s',
          'reference',
          true,
          [`p99 ${floorResults[i].p99} ms`, floor.note].filter(Boolean).join('; '),
        ),
      ),
      figure(
        section,
        'REST GET /api/files.php',
        rest.rps,
        'req/s',
        '≥ 0.5× floor',
        rest.rps >= 0.5 * floorRate,
        ratios(rest.rps),
      ),
      figure(
        section,
        'GraphQL files + links',
        graphql.rps,
        'req/s',
        '≥ 0.3× floor',
        graphql.rps >= 0.3 * floorRate,
        ratios(graphql.rps),
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
    for (const floor of started) floor.kill('SIGTERM');
    await product.stop();
  }
}

export function benchApi() {
  return benchApiOn({
    section: 'api',
    floors: [{ name: 'node:http + better-sqlite3', short: 'floor', script: 'floor-api.mjs' }],
  });
}

/** The same figures with the product on a throwaway PostgreSQL cluster, against a floor on the raw `pg` client. */
export async function benchApiPostgres() {
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-postgres.mjs')], { stdio: 'inherit' });
  const cluster = await startThrowawayPostgres({ databases: ['coop', 'coop_statements'] });
  try {
    return await benchApiOn({
      section: 'api-pg',
      floors: [
        { name: 'node:http + pg', short: 'floor', script: 'floor-api-pg.mjs' },
        // TypeORM sends every statement unnamed, so PostgreSQL parses and plans it on each call; this floor does
        // the same, and the distance between the two floors is what that costs.
        {
          name: 'node:http + pg, unnamed statements',
          short: 'unnamed-statement floor',
          script: 'floor-api-pg.mjs',
          env: { FLOOR_STATEMENTS: 'unnamed' },
          note: 'parsed and planned per call, as TypeORM sends them',
        },
      ],
      databaseUrl: cluster.urlFor('coop'),
      statementsDatabaseUrl: cluster.urlFor('coop_statements'),
    });
  } finally {
    await cluster.stop();
  }
}
