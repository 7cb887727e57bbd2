// @ts-check
// 10. Publishing: how soon a page shows a content change once it is saved (rendered again in the server's worker,
// compressed and swapped in), and how quickly pages are answered while the server renders the site again and again.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireBuilt } from './in-process.mjs';
import { adminEmail, adminPassword, ensureBuilt, figure, median, sleep } from './lib.mjs';
import { load } from './load.mjs';

const section = 'publish';
const servedTargetMs = 1000;
const p99TargetMs = 25;
const saves = 7;
const changedKey = 'grade-pages/grade3.md';
const changedPage = '/grade3';

/**
 * The site's documents in memory, read from content/ as the build reads them, each save announced: the content
 * source the app renders its pages from.
 */
function memoryContent() {
  const { readContentDocuments } = requireBuilt('modules/site/content-documents.js');
  const { loadConfig } = requireBuilt('config.js');
  /** @type {Record<string, string>} */
  const documents = readContentDocuments(loadConfig({}).contentDir);
  /** @type {(() => void)[]} */
  const listeners = [];
  return {
    documents: () => ({ ...documents }),
    onChange: (/** @type {() => void} */ listener) => listeners.push(listener),
    /** @param {string} key @param {string} body */
    save(key, body) {
      documents[key] = body;
      for (const listener of listeners) listener();
    },
    original: documents[changedKey],
  };
}

/**
 * Milliseconds from the save until the page answers with the saved text, asked every 5 ms as a visitor's reload.
 * @param {string} url
 * @param {() => string} save  saves a change, answering the text it added
 */
async function msUntilServed(url, save) {
  const started = performance.now();
  const text = save();
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
  const content = memoryContent();
  /** @type {string[]} */
  const logs = [];
  const app = await createApp(
    { ...loadConfig({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword }), dataDir },
    (/** @type {string} */ line) => logs.push(line),
    { outbox: false, digest: false, content },
  );
  /** @type {import('node:http').Server} */
  const server = app.express.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  let version = 0;
  const publish = () => {
    const text = `Published change number ${++version}.`;
    content.save(changedKey, `${content.original}\n${text}\n`);
    return text;
  };
  try {
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
    const saving = setInterval(publish, 100);
    const busy = await load({ ...pages, duration: 8 }).finally(() => clearInterval(saving));
    await app.livePages.settled();
    const renders = rendered() - rendersBefore;
    if (busy.non2xx > 0 || busy.errors > 0) throw new Error(`${busy.non2xx + busy.errors} page requests failed`);

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
        busy.latency.p99,
        'ms',
        `≤ ${p99TargetMs} ms`,
        busy.latency.p99 <= p99TargetMs,
        `/ at 10 connections; ${renders} renders in 8 s; p50 ${busy.latency.p50} ms, ` +
          `${Math.round(busy.requests.average)} req/s; without renders p99 ${quiet.latency.p99} ms, ` +
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
