// @ts-check
// Shared pieces of the benchmark suite: starting the built server, measuring a process, summarising numbers.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { classAgeRange, classesClash } from '@coop/contract';
import { freePort, isBuilt, sleep, startBuiltProduct } from '../tests/support/product-server.mjs';

export { freePort, sleep };
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const adminPassword = 'bench-admin-password';
export const adminEmail = 'admin@bench.test';

export function ensureBuilt() {
  if (!isBuilt()) execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

/**
 * Until `url` answers 2xx; `init` carries what it needs for that, such as a session's header.
 * @param {string} url
 * @param {number} [timeoutMs]
 * @param {RequestInit} [init]
 */
export async function waitFor(url, timeoutMs = 30_000, init = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, init)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * The built product as `npm start` runs it (built first if needed), on a free port, over a fresh data folder.
 * `urlEnv` gives settings that name its address (SITE_URL).
 * @param {Record<string, string>} [env]
 * @param {(baseUrl: string) => Record<string, string>} [urlEnv]
 */
export async function startProduct(env = {}, urlEnv = () => ({})) {
  ensureBuilt();
  return startBuiltProduct({
    label: '[bench]',
    env: {
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      LOGIN_FAILURE_LIMIT: '1000',
      // The api section fires thousands of GraphQL requests a second from one address and seeds 50 files from one account.
      GRAPHQL_LIMIT_PER_MINUTE: '100000000',
      UPLOAD_LIMIT_PER_10_MIN: '100000',
      ...env,
    },
    urlEnv,
    echoStderr: true,
  });
}

/**
 * @param {string} url
 */
export async function login(url, email = adminEmail, password = adminPassword) {
  const response = await fetch(`${url}/api/login.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await response.json();
  if (!body.token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.token;
}

/**
 * Resident memory of a process, in bytes (Linux).
 * @param {number} pid
 */
export function rssOf(pid) {
  const kb = Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1]);
  return kb * 1024;
}

/**
 * A process's memory once it has settled (two readings half a second apart within 1 MB): the server compresses
 * its pages and assets in the background after it starts, and idle means after that.
 * @param {number} pid
 */
export async function settledRss(pid, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let previous = rssOf(pid);
  while (Date.now() < deadline) {
    await sleep(500);
    const current = rssOf(pid);
    if (Math.abs(current - previous) < 1024 * 1024) return current;
    previous = current;
  }
  return previous;
}

/**
 * Samples a process's memory every few milliseconds until stopped; returns the peak.
 * @param {number} pid
 */
export function watchPeakRss(pid, everyMs = 10) {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(pid));
    } catch {
      // The process ended.
    }
  }, everyMs);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

/**
 * @param {number[]} values
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const mb = (/** @type {number} */ bytes) => bytes / (1024 * 1024);

/**
 * One measured figure against its target. `target` is text for the table;
 * `met` is decided by the caller from the numbers, not from the text.
 * @param {string} section
 * @param {string} name
 * @param {number} value
 * @param {string} unit
 * @param {string} target
 * @param {boolean} met
 */
export function figure(section, name, value, unit, target, met, note = '') {
  return { section, name, value: Math.round(value * 100) / 100, unit, target, met, note };
}

/**
 * Classes one student may take together under the enrollment's rules, and a birthday that fits them: up to `count`
 * of the catalog's classes from the `seed`th on, each within the age of the first, none at the hours of another,
 * none with a prerequisite (a new student has taken none). Spread over the seeds, every class gets students.
 * @param {import('@coop/contract').Catalog} catalog
 * @param {number} seed
 * @param {number} count
 */
export function eligibleChoice(catalog, seed, count) {
  const open = catalog.classes.filter((item) => !item.requires);
  const first = open[seed % open.length];
  // A year above the youngest the first class takes: more of the catalog's classes fit that age.
  const [youngest, oldest] = classAgeRange(first);
  const age = Math.min(youngest + 1, oldest);
  /** @type {import('@coop/contract').CatalogClass[]} */
  const chosen = [];
  // Spread out first, so students of one age do not all choose the same classes; then any other that fits.
  const candidates = [...open.map((_, k) => open[(seed + k * 7) % open.length]), ...open];
  for (const item of candidates) {
    if (chosen.length === count) break;
    const [from, to] = classAgeRange(item);
    const fits = age >= from && age <= to;
    if (fits && !chosen.includes(item) && !chosen.some((other) => classesClash(item, other))) chosen.push(item);
  }
  const year = Number(catalog.schoolYear.start.slice(0, 4)) - age;
  // Born on January 1: that age all year from then, the school year's first day included.
  return { birthday: `01/01/${year}`, age: String(age), classes: chosen.map((item) => item.key) };
}
