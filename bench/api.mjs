// @ts-check
// 3. API against its floor: GraphQL list of files and links, GET /api/files.php, and a framework-free floor,
// with autocannon (10 connections), 50 visible files and 50 links seeded; plus SQL statements per list request.
// The same section runs on each engine: SQLite (`api`) and a throwaway PostgreSQL cluster (`api-pg`).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres } from '../scripts/throwaway-postgres.mjs';
import { startInProcessApp } from './in-process.mjs';
import { figure, freePort, login, root, startProduct, waitFor } from './lib.mjs';
import { measureInTurns } from './load.mjs';

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
 * Statements per list request, counted in an app run in this process, on SQLite in a folder of its own or on the
 * PostgreSQL database given (an empty one: the app migrates and seeds it).
 * @param {string} [databaseUrl]
 */
async function statementsPerList(databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'coop-bench-sql-'));
  const inProcess = await startInProcessApp({ dataDir, databaseUrl });
  try {
    await seed(inProcess.url, inProcess.token, 5);
    return await inProcess.statementsPerRequest({
      rest: { path: '/api/files.php' },
      graphql: { path: '/graphql', method: 'POST', body: listQuery },
    });
  } finally {
    await inProcess.close();
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
        '≥ 0.2× floor',
        graphql.rps >= 0.2 * floorRate,
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
