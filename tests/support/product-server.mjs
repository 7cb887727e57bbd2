// @ts-check
// Starts the built product as `npm start` serves it, on a free port over a throwaway data folder, for the
// end-to-end tests and the benchmarks alike. Plain ESM with JSDoc types: the benchmarks run it with node
// directly, and `npm run typecheck` checks it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** What `npm start` runs; it serves the build below from one process (the server's own pid). */
const START_SCRIPT = path.join(repoRoot, 'scripts', 'start.mjs');
const BUILT_OUTPUTS = [
  'shared/dist/index.js',
  'server/dist/index.js',
  'client/dist/index.html',
  'client/dist-ssr/entry-server.js',
];
const STOP_TIMEOUT_MS = 10_000;
const OUTPUT_TAIL_CHARS = 20_000;

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the build that `npm start` serves is there. */
export function isBuilt() {
  return BUILT_OUTPUTS.every((file) => existsSync(path.join(repoRoot, file)));
}

/** A TCP port nothing listens on right now. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port found'))));
    });
  });
}

/** @param {import('node:child_process').ChildProcess} child */
function hasExited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

/** @param {import('node:child_process').ChildProcess} child @returns {Promise<void>} */
function exitOf(child) {
  if (hasExited(child)) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * @typedef {object} ProductOptions
 * @property {string} label                   prefixes every message, such as `[e2e]`
 * @property {string} [host]                  the address tests and browsers use (`127.0.0.1` unless given)
 * @property {Record<string, string>} [env]   settings over the production defaults (DATABASE_URL included)
 * @property {(baseUrl: string) => Record<string, string>} [urlEnv]  settings that name the product's own address
 * @property {boolean} [echoStdout]           stream the server's output as it comes
 * @property {boolean} [echoStderr]
 * @property {number} [readyTimeoutMs]
 *
 * @typedef {object} RunningProduct
 * @property {string} url        base address, without a trailing slash
 * @property {number} port
 * @property {string} dataDir    the database and uploads; removed by stop()
 * @property {number} pid        the server process (it runs in the process `npm start` starts)
 * @property {() => string} output   the tail of what the server printed
 * @property {() => Promise<number | string | null>} stop  SIGTERM (SIGKILL after 10 s); the exit code or signal
 */

/**
 * The built product on a free port over a fresh data folder, answering /healthz. The embedded SQLite in that
 * folder is used, never a developer's DATABASE_URL, unless `env` names a DATABASE_URL itself. Fails with the
 * server's output when it stops or does not answer in time.
 * @param {ProductOptions} options
 * @returns {Promise<RunningProduct>}
 */
export async function startBuiltProduct({
  label,
  host = '127.0.0.1',
  env = {},
  urlEnv = () => ({}),
  echoStdout = false,
  echoStderr = false,
  // Only a ceiling for a server that never answers: a start takes a few seconds, but over 30 s on a two-core
  // machine kept busy by other work.
  readyTimeoutMs = 120_000,
}) {
  if (!isBuilt()) throw new Error(`${label} the product is not built: run npm run build first.`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'coop-product-'));
  const port = await freePort();
  const url = `http://${host}:${port}`;
  /** @type {NodeJS.ProcessEnv} */
  const childEnv = { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir };
  // Started in the day, the product backs itself up at its first look, a minute in: CPU in the middle of what a
  // spec or a benchmark measures. A caller about backups sets BACKUP_SCHEDULE in `env`.
  childEnv.BACKUP_SCHEDULE = 'off';
  // A developer's own database is never used; a caller that wants PostgreSQL names one in `env`.
  delete childEnv.DATABASE_URL;
  Object.assign(childEnv, env, urlEnv(url));

  const child = spawn(process.execPath, [START_SCRIPT], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  /** @param {boolean} echo @returns {(chunk: Buffer) => void} */
  const record = (echo) => (chunk) => {
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
    if (echo) process.stderr.write(chunk);
  };
  child.stdout.on('data', record(echoStdout));
  child.stderr.on('data', record(echoStderr));
  /** @type {Error | undefined} */
  let spawnError;
  child.once('error', (error) => (spawnError = error));
  // 'exit' can come before the last output is read; 'close' comes after it.
  const outputClosed = new Promise((resolve) => child.once('close', resolve));

  async function stop() {
    if (!hasExited(child)) {
      child.kill('SIGTERM');
      const exited = await Promise.race([exitOf(child).then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)]);
      if (!exited) {
        console.error(`${label} server did not exit ${STOP_TIMEOUT_MS} ms after SIGTERM; killing it`);
        child.kill('SIGKILL');
        await exitOf(child);
      }
    }
    await rm(dataDir, { recursive: true, force: true });
    return child.exitCode ?? child.signalCode;
  }

  const deadline = Date.now() + readyTimeoutMs;
  /** @type {string} */
  let lastProblem;
  for (;;) {
    if (spawnError || hasExited(child)) {
      await Promise.race([outputClosed, sleep(1_000)]);
      await stop();
      const why = spawnError?.message ?? `exit code ${child.exitCode ?? child.signalCode}`;
      throw new Error(`${label} server stopped before it was ready (${why}). Its output:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) break;
      lastProblem = `GET /healthz answered ${response.status}`;
    } catch (error) {
      lastProblem = `GET /healthz failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `${label} server not ready on ${url} after ${readyTimeoutMs / 1000} s (${lastProblem}). Its output:\n${output}`,
      );
    }
    await sleep(200);
  }

  return { url, port, dataDir, pid: /** @type {number} */ (child.pid), output: () => output, stop };
}
