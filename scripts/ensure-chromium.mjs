#!/usr/bin/env node
// @ts-check
// Makes sure Debian's Chromium is present before the end-to-end tests run.
// Playwright cannot download its own browser on these machines, so the tests
// use /usr/bin/chromium (see playwright.config.ts). This script installs the
// Debian package when it can (root + apt-get) and otherwise stops loudly:
// the e2e suite must never be skipped silently.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const CHROMIUM = '/usr/bin/chromium';
const HELP =
  "Chromium is required for end-to-end tests: install Debian's chromium package (apt-get install -y chromium)";

/**
 * @param {import("fs").PathLike} path
 */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {string} command
 */
function findOnPath(command) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && isExecutable(join(dir, command))) return join(dir, command);
  }
  return null;
}

/**
 * Prints what went wrong and how to fix it, then exits.
 * @param {string} [detail]
 * @returns {never}
 */
function fail(detail) {
  if (detail) console.error(`ensure-chromium: ${detail}`);
  console.error(HELP);
  process.exit(1);
}

/**
 * @param {string} command
 * @param {readonly string[]} args
 */
function run(command, args, env = process.env) {
  console.log(`ensure-chromium: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.error) fail(`${command} could not start: ${result.error.message}`);
  if (result.status !== 0) {
    fail(`${command} ${args.join(' ')} exited with ${result.status ?? `signal ${result.signal}`}`);
  }
}

if (isExecutable(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const aptGet = findOnPath('apt-get');

if (!isRoot || !aptGet) {
  fail(
    `${CHROMIUM} not found, and it cannot be installed automatically (${
      isRoot ? 'apt-get is not available' : 'not running as root'
    }).`,
  );
}

console.log(`ensure-chromium: ${CHROMIUM} not found; installing Debian's chromium package.`);
run(aptGet, ['update']);
run(aptGet, ['install', '-y', 'chromium'], { ...process.env, DEBIAN_FRONTEND: 'noninteractive' });

if (!existsSync(CHROMIUM) || !isExecutable(CHROMIUM)) {
  fail(`apt-get finished but ${CHROMIUM} is still missing.`);
}
console.log(`ensure-chromium: installed ${CHROMIUM}.`);
