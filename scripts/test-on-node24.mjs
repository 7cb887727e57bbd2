#!/usr/bin/env node
// @ts-check
// `npm run test:node24`, the last step of `npm test`: the product on Node 24 as well as on the Node the rest of the
// run uses (22, or the machine's own when it is supported). Node 24 comes from the npm registry's `node` package.
// On it: npm's engine check of the whole lock file, one end-to-end spec against the built product (`npm test` has
// built it), and the server's integration suite on SQLite, which `npm run test:unit` leaves to this step: the suite
// runs on PostgreSQL under the one Node and on SQLite under the other, each test on both engines and both Nodes
// within the half hour `npm test` may take. Every native dependency uses Node-API, so the same node_modules serves
// both Nodes.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_24, nodeFromNpm } from './node-from-npm.mjs';

// Signup, the approval, the mailed links that confirm the address and reset the password, and the browser signed in
// by the reset: the built server's pages, REST and GraphQL, its outbox, password hashing and database, in seconds.
const E2E_SPEC = 'tests/e2e/password-reset.spec.ts';
const TAG = 'test-on-node24';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (/** @type {string} */ name) => path.join(root, 'node_modules', '.bin', name);

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`${TAG}: ${message}`);
  process.exit(1);
}

/**
 * @param {string} step  what the command does, for the messages
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
function run(step, command, args, options = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) fail(`${step}: could not start ${command}: ${result.error.message}`);
  if (result.status !== 0) fail(`${step}: failed (${result.status ?? `signal ${result.signal}`})`);
  console.log(`${TAG}: ${step}: done in ${Math.round((Date.now() - started) / 1000)} s`);
}

const node24 = nodeFromNpm(NODE_24);
// Whatever the tests start by the name `node`, the server under test among them, is Node 24 too.
/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, PATH: `${path.dirname(node24)}${path.delimiter}${process.env.PATH ?? ''}` };
const onPath = spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout?.trim();
if (onPath !== `v${NODE_24}`) fail(`\`node\` on the tests' PATH is ${onPath}, not Node ${NODE_24}`);

// npm's own engine check, as `npm ci` runs it, without installing anything.
const check = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
  cwd: root,
  env,
  encoding: 'utf8',
});
if (check.status !== 0) fail(`npm ci --dry-run on Node ${NODE_24} failed:\n${check.stdout}${check.stderr}`);
const engineWarnings = `${check.stdout}${check.stderr}`.split('\n').filter((line) => line.includes('EBADENGINE'));
if (engineWarnings.length > 0) fail(`dependencies refuse Node ${NODE_24}:\n${engineWarnings.join('\n')}`);
console.log(`${TAG}: no dependency declares an engine that excludes Node ${NODE_24}`);

// Its own output folder: the main end-to-end run's is left as it was. One file needs one worker, and so one product
// started by global setup rather than one per configured worker.
run(
  `Node ${NODE_24}: ${E2E_SPEC}`,
  node24,
  [bin('playwright'), 'test', E2E_SPEC, '--workers=1', '--output=test-results/node24'],
  { env },
);
run(
  `Node ${NODE_24}: the server's integration suite (SQLite)`,
  node24,
  [bin('vitest'), 'run', '--project', 'server', '--project', 'server-isolated'],
  {
    env,
  },
);
