#!/usr/bin/env node
// @ts-check
// `npm run test:node24` (to be the last step of `npm test`, decision 093): the product on Node 24 as well as on the
// machines' own Node. Node 24 comes from the npm registry's `node` package, at the version pinned below, installed
// once into node_modules/.cache. better-sqlite3 is the one dependency bound to the Node it was compiled for (the other
// native ones use Node-API), so it is compiled for Node 24 into the same cache, and every Node 24 process started
// here loads that build through scripts/node24-sqlite-binding.mjs. Then, on Node 24: npm's engine check of the
// whole lock file, one end-to-end spec against the built product (`npm run build` first: `npm test` has built it),
// and the server's integration suite on SQLite.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE_VERSION = '24.21.0';
// Signup, login, the session and logout through the browser: the built server's pages, GraphQL and REST, its
// password hashing and its database, in about a minute.
const E2E_SPEC = 'tests/e2e/members-auth.spec.ts';
const TAG = 'test-on-node24';

const root = fileURLToPath(new URL('..', import.meta.url));
const cacheDir = path.join(root, 'node_modules', '.cache', `node-${NODE_VERSION}`);
const nodePackageDir = path.join(cacheDir, 'node_modules', 'node');
const node24 = path.join(nodePackageDir, 'bin', 'node');
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

function installedNodeVersion() {
  if (!existsSync(node24)) return null;
  const result = spawnSync(node24, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The pinned Node 24, installed from the `node` package unless the cache already has it. */
function ensureNode() {
  if (installedNodeVersion() === `v${NODE_VERSION}`) return;
  rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  // The `node` package fetches the distribution for this platform in its install script; allowed here by name and
  // version, as npm asks of every package whose install script runs.
  const manifest = {
    private: true,
    dependencies: { node: NODE_VERSION },
    allowScripts: { [`node@${NODE_VERSION}`]: true },
  };
  writeFileSync(path.join(cacheDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  run(`installing Node ${NODE_VERSION} from the npm registry's node package`, 'npm', [
    'install',
    '--prefix',
    cacheDir,
    '--no-audit',
    '--no-fund',
  ]);
  if (installedNodeVersion() !== `v${NODE_VERSION}`) fail(`the node package did not give Node ${NODE_VERSION}`);
}

/** better-sqlite3, the version in node_modules, compiled for Node 24 unless the cache already has it. */
function ensureSqliteBinding() {
  const packageDir = path.join(root, 'node_modules', 'better-sqlite3');
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const binding = path.join(cacheDir, `better-sqlite3-${version}.node`);
  if (existsSync(binding)) return binding;

  // The distribution the `node` package installed holds the headers to compile against; npm's own setting points
  // node-gyp at the machine Node's headers.
  const distributionPackage = `node-${process.platform}-${process.arch}/package.json`;
  const distribution = path.dirname(
    createRequire(path.join(nodePackageDir, 'package.json')).resolve(distributionPackage),
  );
  const nodeGyp = process.env.npm_config_node_gyp;
  if (!nodeGyp) fail('start it through npm (npm run test:node24), which names its node-gyp');

  const work = mkdtempSync(path.join(cacheDir, 'better-sqlite3-'));
  try {
    const built = path.join(packageDir, 'build');
    cpSync(packageDir, work, { recursive: true, filter: (source) => source !== built });
    run(
      `compiling better-sqlite3 ${version} for Node ${NODE_VERSION}`,
      node24,
      [nodeGyp, 'rebuild', '--release', '--jobs=max', `--nodedir=${distribution}`],
      {
        cwd: work,
        env: { ...process.env, npm_config_nodedir: distribution },
      },
    );
    // Copied under a passing name and then renamed, so an interrupted copy is never taken for a finished build.
    cpSync(path.join(work, 'build', 'Release', 'better_sqlite3.node'), `${binding}.partial`);
    renameSync(`${binding}.partial`, binding);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return binding;
}

ensureNode();
const binding = ensureSqliteBinding();
const hook = fileURLToPath(new URL('node24-sqlite-binding.mjs', import.meta.url));
/** @type {NodeJS.ProcessEnv} */
const env = {
  ...process.env,
  // Whatever the tests start by the name `node` is Node 24 too.
  PATH: `${path.dirname(node24)}${path.delimiter}${process.env.PATH ?? ''}`,
  NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import="${hook}"`].filter(Boolean).join(' '),
  NODE24_BETTER_SQLITE3_BINDING: binding,
};

// npm's own engine check, as `npm ci` runs it, without installing anything.
const check = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
  cwd: root,
  env,
  encoding: 'utf8',
});
if (check.status !== 0) fail(`npm ci --dry-run on Node ${NODE_VERSION} failed:\n${check.stdout}${check.stderr}`);
const engineWarnings = `${check.stdout}${check.stderr}`.split('\n').filter((line) => line.includes('EBADENGINE'));
if (engineWarnings.length > 0) fail(`dependencies refuse Node ${NODE_VERSION}:\n${engineWarnings.join('\n')}`);
console.log(`${TAG}: no dependency declares an engine that excludes Node ${NODE_VERSION}`);

// Its own output folder: the main end-to-end run's is left as it was.
run(
  `Node ${NODE_VERSION}: ${E2E_SPEC}`,
  node24,
  [bin('playwright'), 'test', E2E_SPEC, '--output=test-results/node24'],
  {
    env,
  },
);
run(
  `Node ${NODE_VERSION}: the server's integration suite (SQLite)`,
  node24,
  [bin('vitest'), 'run', '--project', 'server'],
  {
    env,
  },
);
