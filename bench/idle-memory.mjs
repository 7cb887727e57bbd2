// @ts-check
// Idle memory: the server's resident memory on SQLite once a visitor and a member have made their first requests
// and it has then been left alone, as a small co-op's server is most of the day. The target leaves room for
// PostgreSQL and the system beside the product on a 1 GB server (decision 090).
import { figure, login, mb, rssOf, settledRss, sleep, startProduct } from './lib.mjs';

const section = 'idle-memory';
const targetMb = 160;
/** How long "left alone" is: long enough for whatever the server lets go of when nothing happens. */
const idleMs = 120_000;
const compressed = { 'accept-encoding': 'br, gzip' };

/**
 * What a first visitor's browser asks for: the home page, a class page, and the app's scripts and styles, which
 * the service worker fetches all at once to work offline.
 * @param {string} url
 */
async function visitorRequests(url) {
  const text = async (/** @type {string} */ path) => {
    const response = await fetch(`${url}${path}`, { headers: compressed });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return response.text();
  };
  await text('/');
  await text('/grade3');
  const precached = new Set((await text('/sw.js')).match(/assets\/[\w.-]+\.(?:js|css)/g));
  for (const asset of precached) await text(`/${asset}`);
  return precached.size;
}

/**
 * What a member's first minute asks for: signing in, the dashboard's lists over GraphQL, the file list over REST.
 * @param {string} url
 */
async function memberRequests(url) {
  const token = await login(url);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  for (const query of [
    '{ listVersions { users files links trash submissions outbox } }',
    '{ fileConnection(first: 20) { edges { node { id original_name size uploaded_at } } pageInfo { hasNextPage } } }',
    '{ linkConnection(first: 20) { edges { node { id } } pageInfo { hasNextPage } } }',
    '{ myFamily { studentName placements { classKey } } }',
  ]) {
    const answer = await (
      await fetch(`${url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query }) })
    ).json();
    if (answer.errors) throw new Error(`${query} failed: ${JSON.stringify(answer.errors)}`);
  }
  const files = await fetch(`${url}/api/files.php`, { headers });
  if (!(await files.json()).success) throw new Error('the file list failed');
}

export async function benchIdleMemory() {
  const product = await startProduct();
  try {
    const assets = await visitorRequests(product.url);
    await memberRequests(product.url);
    const busy = await settledRss(product.pid);
    await sleep(idleMs);
    const idle = mb(rssOf(product.pid));
    return [
      figure(
        section,
        'idle resident memory, SQLite',
        idle,
        'MB',
        `≤ ${targetMb} MB`,
        idle <= targetMb,
        `VmRSS ${idleMs / 60_000} min after a visitor's first requests (2 pages, ${assets} scripts) and a ` +
          `member's (login, 4 GraphQL lists, the file list); ${Math.round(mb(busy))} MB just after them`,
      ),
    ];
  } finally {
    await product.stop();
  }
}
