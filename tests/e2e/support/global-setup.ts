import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './credentials';

// Starts the built product exactly as `npm start` serves it (server/dist plus
// client/dist) on a free port with a throwaway data directory, and exposes its
// address as BASE_URL. Workers are started after global setup and inherit this
// process's environment, so `use.baseURL: process.env.BASE_URL` in
// playwright.config.ts resolves in every test.

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER_ENTRY = join(REPO_ROOT, 'server', 'dist', 'index.js');
// What `npm start` runs; it serves the build above.
const START_SCRIPT = join(REPO_ROOT, 'scripts', 'start.mjs');
const CLIENT_INDEX = join(REPO_ROOT, 'client', 'dist', 'index.html');
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;
const OUTPUT_TAIL_CHARS = 20_000;

function freePort(): Promise<number> {
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const exited = await Promise.race([exitOf(child).then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)]);
  if (!exited) {
    console.error(`[e2e] server did not exit ${STOP_TIMEOUT_MS} ms after SIGTERM; killing it`);
    child.kill('SIGKILL');
    await exitOf(child);
  }
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const [file, what] of [
    [SERVER_ENTRY, 'server'],
    [CLIENT_INDEX, 'client'],
  ]) {
    if (!existsSync(file)) {
      throw new Error(`[e2e] ${file} is missing: build the ${what} first (npm run build).`);
    }
  }

  const dataDir = await mkdtemp(join(tmpdir(), 'coop-e2e-'));
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    NODE_ENV: 'production',
    SITE_URL: baseURL,
    // Every test browser comes from one address: the per-address limits would otherwise trip mid-suite.
    SIGNUP_LIMIT_PER_HOUR: '10000',
    FORMS_LIMIT_PER_HOUR: '10000',
    GRAPHQL_LIMIT_PER_MINUTE: '100000',
    // And every upload from a handful of seeded accounts.
    UPLOAD_LIMIT_PER_10_MIN: '10000',
  };
  // Always the embedded SQLite in the temp dir, never a developer's database.
  delete env.DATABASE_URL;

  const child = spawn(process.execPath, [START_SCRIPT], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  // Keep the tail of the server's output for error messages; E2E_SERVER_LOG=1 streams it.
  let output = '';
  const record = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
    if (process.env.E2E_SERVER_LOG) process.stderr.write(chunk);
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  let spawnError: Error | undefined;
  child.once('error', (error) => (spawnError = error));
  // 'exit' can come before the last output is read; 'close' comes after it.
  const outputClosed = new Promise<void>((resolve) => child.once('close', () => resolve()));

  const cleanUp = async () => {
    await stop(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  const teardown = async () => {
    await cleanUp();
    // On SIGTERM the server lets requests finish, closes the database and exits 0.
    if (child.exitCode !== 0) {
      console.error(
        `[e2e] server did not exit cleanly on SIGTERM (${child.exitCode ?? child.signalCode}); its last output:\n${output}`,
      );
    }
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  for (;;) {
    if (spawnError || child.exitCode !== null || child.signalCode !== null) {
      await Promise.race([outputClosed, sleep(1_000)]);
      await cleanUp();
      throw new Error(
        `[e2e] server stopped before it was ready (${
          spawnError?.message ?? `exit code ${child.exitCode ?? child.signalCode}`
        }). Its output:\n${output}`,
      );
    }
    try {
      const response = await fetch(`${baseURL}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) break;
      lastProblem = `GET /healthz answered ${response.status}`;
    } catch (error) {
      lastProblem = `GET /healthz failed: ${(error as Error).message}`;
    }
    if (Date.now() > deadline) {
      await cleanUp();
      throw new Error(
        `[e2e] server not ready on ${baseURL} after ${READY_TIMEOUT_MS / 1000} s (${lastProblem}). Its output:\n${output}`,
      );
    }
    await sleep(200);
  }

  process.env.BASE_URL = baseURL;
  process.env.E2E_DATA_DIR = dataDir;
  return teardown;
}
