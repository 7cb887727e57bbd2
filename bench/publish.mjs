// @ts-check
// 10. Publishing: how soon a page shows a content change once it is saved (rendered again in the server's worker,
// compressed and swapped in), and how quickly pages are answered while the server renders the site again and again.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireBuilt } from './in-process.mjs';
import { adminEmail, adminPassword, ensureBuilt, figure, login, median, sleep } from './lib.mjs';
import { load } from './load.mjs';

const section = 'publish';
const servedTargetMs = 1000;
const p99TargetMs = 25;
const saves = 7;
const changedKey = 'grade-pages/grade3.md';
const changedPage = '/grade3';

/**
 * Saves the class page as an administrator does from the dashboard: a GraphQL save over the revision last read,
 * each adding one line to the page's original text.
 * @param {string} url
 * @param {string} token
 */
async function pagePublisher(url, token) {
  /** @param {string} query @param {Record<string, unknown>} variables */
  const graphql = async (query, variables) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const answer = await response.json();
    if (answer.errors) throw new Error(`saving failed: ${JSON.stringify(answer.errors)}`);
    return answer.data;
  };
  const read = await graphql('query($key: String!) { contentDocument(key: $key) { body revision } }', {
    key: changedKey,
  });
  const original = read.contentDocument.body;
  let revision = read.contentDocument.revision;
  let version = 0;
  /** Saves the next change, answering the text it added. */
  return async () => {
    const text = `Published change number ${++version}.`;
    const saved = await graphql(
      'mutation($input: SaveContentInput!) { saveContentDocument(input: $input) { revision } }',
      { input: { key: changedKey, body: `${original}\n${text}\n`, baseRevision: revision } },
    );
    revision = saved.saveContentDocument.revision;
    return text;
  };
}

/**
 * Milliseconds from the save until the page answers with the saved text, asked every 5 ms as a visitor's reload.
 * @param {string} url
 * @param {() => Promise<string>} save  saves a change, answering the text it added
 */
async function msUntilServed(url, save) {
  const started = performance.now();
  const text = await save();
  while (!(await (await fetch(url)).text()).includes(text)) {
    if (performance.now() - started > 10_000) throw new Error(`${url} did not show the change within 10 s`);
    await sleep(5);
  }
  return performance.now() - started;
}

export async function benchPublish() {
  ensureBuilt();
  const { createApp } = requireBuilt('app.js');
  const { loadConfig } = requireBuilt('config.js');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'coop-bench-publish-'));
  /** @type {string[]} */
  const logs = [];
  const app = await createApp(
    { ...loadConfig({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword }), dataDir },
    (/** @type {string} */ line) => logs.push(line),
    { outbox: false, digest: false },
  );
  /** @type {import('node:http').Server} */
  const server = app.express.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  try {
    const publish = await pagePublisher(url, await login(url));
    // As on a server up for a while: its start-up work done (the warm-up renders, and the built pages compressed
    // one at a time at the highest levels, about 1.5 s of CPU).
    await app.livePages.settled();
    await sleep(5000);
    /** @type {number[]} */
    const served = [];
    for (let i = 0; i < saves; i++) {
      served.push(await msUntilServed(`${url}${changedPage}`, publish));
      // The highest-level compression of the changed pages (2 s after a render) finishes before the next save, as
      // between real ones.
      await sleep(2500);
    }

    // Pages asked for as fast as 10 connections go, from a thread of their own, first while nothing is published,
    // then while a save every 100 ms keeps the renderer busy throughout (one render, then one more for the saves
    // made meanwhile, and so on).
    const pages = { url: `${url}/`, headers: { 'accept-encoding': 'br, gzip' }, workers: 1 };
    const rendered = () => logs.filter((line) => line.startsWith('Pages rendered again')).length;
    await load({ ...pages, duration: 3 });
    const quiet = await load({ ...pages, duration: 8 });
    const rendersBefore = rendered();
    let busy = true;
    const saving = (async () => {
      while (busy) {
        await publish();
        await sleep(100);
      }
    })();
    const loaded = await load({ ...pages, duration: 8 }).finally(() => (busy = false));
    await saving;
    await app.livePages.settled();
    const renders = rendered() - rendersBefore;
    if (loaded.non2xx > 0 || loaded.errors > 0) {
      throw new Error(`${loaded.non2xx + loaded.errors} page requests failed`);
    }

    const slowest = Math.max(...served);
    return [
      figure(
        section,
        `save → changed page served (slowest of ${saves})`,
        slowest,
        'ms',
        `< ${servedTargetMs} ms`,
        slowest < servedTargetMs,
        `median ${Math.round(median(served))} ms (${served.map((ms) => Math.round(ms)).join(', ')} ms)`,
      ),
      figure(
        section,
        'page p99 while the site is rendered again',
        loaded.latency.p99,
        'ms',
        `≤ ${p99TargetMs} ms`,
        loaded.latency.p99 <= p99TargetMs,
        `/ at 10 connections; ${renders} renders in 8 s; p50 ${loaded.latency.p50} ms, ` +
          `${Math.round(loaded.requests.average)} req/s; without renders p99 ${quiet.latency.p99} ms, ` +
          `${Math.round(quiet.requests.average)} req/s`,
      ),
    ];
  } finally {
    server.closeAllConnections();
    server.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
