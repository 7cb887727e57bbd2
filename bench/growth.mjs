// @ts-check
// 7. Growth: the same lists with 100, 1,000 and 10,000 rows each of files, links and users in one database. First
// pages over REST and GraphQL (autocannon, 10 connections), their size and SQL statements, the server's memory
// under load, the unchanged users poll, and the dashboard on a throttled phone. Writes a chart of the figures.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dashboardPath } from '@coop/contract';
import { launchChromium } from './browser.mjs';
import { measureMembersPages } from './dashboard-phone.mjs';
import { growthChart } from './growth-chart.mjs';
import { requestOptions, requireBuilt, send, startInProcessApp } from './in-process.mjs';
import { adminEmail, figure, login, mb, median, root, startProduct, watchPeakRss } from './lib.mjs';
import { measureInTurns } from './load.mjs';

const section = 'growth';
const sizes = [100, 1_000, 10_000];
const pageSize = 50;
const firstRowsTargetMs = 1200;
/** Shorter turns than the api section's, so that three sizes of six lists stay within a few minutes. */
const turns = { warmUpSeconds: 2, rounds: 2, roundSeconds: 3 };

/** @typedef {import('./in-process.mjs').ApiRequest} ApiRequest */

/** The seeded rows' names, so the dashboard is seen showing them whatever markup it uses. */
const names = {
  file: (/** @type {number} */ i) => `growth-file-${String(i).padStart(5, '0')}.txt`,
  link: (/** @type {number} */ i) => `Growth link ${String(i).padStart(5, '0')}`,
  member: (/** @type {number} */ i) => `Member ${String(i).padStart(5, '0')}`,
};
const seededRowText = String.raw`growth-file-\d{5}\.txt|Growth link \d{5}|Member \d{5}`;
/** The dashboard's lists: File Sharing, Link Sharing and User Management (its Pending Approval accounts). */
const dashboardTabs = ['files', 'links', 'users'];

/**
 * @param {string} field
 * @param {string} nodeFields
 */
const connection = (field, nodeFields) =>
  JSON.stringify({
    query: `{ ${field}(first: ${pageSize}) { edges { node { ${nodeFields} } } pageInfo { endCursor hasNextPage } } }`,
  });

/** Each list's first page on each channel, as the dashboard asks for it. */
const lists = [
  {
    list: 'files',
    rest: { path: `/api/files.php?limit=${pageSize}` },
    graphql: connection('fileConnection', 'id original_name size visibility uploaded_at uploader_name url'),
  },
  {
    list: 'links',
    rest: { path: `/api/links.php?limit=${pageSize}` },
    graphql: connection('linkConnection', 'id title url description category visibility sharedBy sharedAt'),
  },
  {
    list: 'users',
    rest: { path: `/api/users.php?limit=${pageSize}` },
    graphql: connection('userConnection', 'id name email role status createdAt approvedAt approvedBy'),
  },
];
const channels = ['REST', 'GraphQL'];

/** @type {{ name: string, list: string, channel: string, request: ApiRequest }[]} */
const firstPages = lists.flatMap(({ list, rest, graphql }) => [
  { name: `${list} REST`, list, channel: 'REST', request: rest },
  { name: `${list} GraphQL`, list, channel: 'GraphQL', request: { path: '/graphql', method: 'POST', body: graphql } },
]);

/** The User Management poll while nothing changed: the counters over GraphQL, and REST's conditional GET. */
const usersCounterPoll = {
  path: '/graphql',
  method: 'POST',
  body: JSON.stringify({ query: '{ listVersions { users } }' }),
};
const usersWholeList = { path: '/api/users.php' };

/** @type {Promise<string> | undefined} */
let memberPasswordHash;

/**
 * Rows written straight into the database through the app's own entities, in one write transaction that moves
 * the lists' change counters as every write does; SQLite's search tables follow through their triggers.
 * Members share one password hash (argon2 takes a tenth of a second a hash). Visibilities, categories, roles and
 * statuses cycle through fixed sets, so the filters have rows to leave out.
 * @param {Awaited<ReturnType<typeof startInProcessApp>>} inProcess
 * @param {string} dataDir
 * @param {number} size  rows of each list
 */
async function seedRows(inProcess, dataDir, size) {
  const { User } = requireBuilt('modules/accounts/user.entity.js');
  const { SharedFile } = requireBuilt('modules/files/file.entity.js');
  const { SharedLink } = requireBuilt('modules/links/link.entity.js');
  const { visibilities } = requireBuilt('modules/sharing/visibility.js');
  const { linkCategories } = requireBuilt('modules/links/link.rules.js');
  const { countingListChanges, listsChanged } = requireBuilt('db/list-versions.js');
  memberPasswordHash ??= requireBuilt('auth/password.js').hashPassword('growth-member-password');
  const passwordHash = await memberPasswordHash;
  const { db } = inProcess.app;
  const admin = await db.manager.findOneByOrFail(User, { email: adminEmail });
  const now = Date.now();
  // Oldest first, a minute apart, all before the administrator's account.
  const at = (/** @type {number} */ i) => new Date(now - (size - i) * 60_000);
  const users = Array.from({ length: size }, (_, i) => {
    const status = i % 10 < 7 ? 'approved' : i % 10 < 9 ? 'pending' : 'rejected';
    return {
      id: randomUUID(),
      name: names.member(i),
      email: `member-${String(i).padStart(5, '0')}@growth.test`,
      passwordHash,
      role: i % 5 === 0 ? 'teacher' : 'parent',
      status,
      createdAt: at(i),
      approvedAt: status === 'approved' ? at(i) : null,
      approvedBy: status === 'approved' ? admin.id : null,
      tempPasswordIssuedAt: null,
      tempPasswordUsedAt: null,
    };
  });
  const sharers = users.filter((user) => user.status === 'approved').map((user) => user.id);
  const files = Array.from({ length: size }, (_, i) => ({
    id: randomUUID(),
    originalName: names.file(i),
    size: 1_000 + ((i * 7_919) % 500_000),
    contentType: 'text/plain',
    storedId: randomUUID(),
    visibility: visibilities[i % visibilities.length],
    uploaderId: sharers[i % sharers.length],
    uploadedAt: at(i),
    deletedAt: null,
    deletedById: null,
  }));
  const links = Array.from({ length: size }, (_, i) => ({
    id: randomUUID(),
    title: names.link(i),
    url: `https://example.org/resources/${i}`,
    description: `Worksheets and reading for week ${i % 52}, with answers for the parents who teach it.`,
    category: linkCategories[i % linkCategories.length],
    visibility: visibilities[i % visibilities.length],
    sharedById: sharers[i % sharers.length],
    sharedAt: at(i),
    deletedAt: null,
    deletedById: null,
  }));
  await db.write(
    countingListChanges(async (/** @type {import('typeorm').EntityManager} */ manager) => {
      for (const [entity, rows] of [
        [User, users],
        [SharedFile, files],
        [SharedLink, links],
      ]) {
        for (let start = 0; start < rows.length; start += 250)
          await manager.insert(entity, rows.slice(start, start + 250));
      }
      listsChanged(manager, 'users', 'files', 'links');
    }),
  );
  // Empty stand-ins for the bytes: listing never reads them, but at start the server drops a file's row when its
  // bytes are missing.
  const store = path.join(dataDir, 'files');
  mkdirSync(store, { recursive: true });
  for (const file of files) writeFileSync(path.join(store, file.storedId), '');
}

/**
 * Bytes of one request and its answer on a connection of their own, headers included, with only the headers the
 * call needs (a browser adds its own: user agent, accepted types and languages, fetch metadata).
 * @param {string} url
 * @param {string} token
 * @param {ApiRequest} request
 * @param {Record<string, string>} [extraHeaders]
 * @returns {Promise<{ status: number, bytes: number }>}
 */
function wireBytes(url, token, request, extraHeaders = {}) {
  const { url: address, method, headers, body } = requestOptions(url, token, request);
  const allHeaders = { ...headers, ...extraHeaders };
  if (body !== undefined) allHeaders['content-length'] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const call = http.request(address, { method, headers: allHeaders, agent: false }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          bytes: call.socket ? call.socket.bytesWritten + call.socket.bytesRead : NaN,
        }),
      );
    });
    call.on('error', reject);
    call.end(body);
  });
}

/**
 * The median time of each request, one at a time on one kept-alive connection, taking turns.
 * @param {string} url
 * @param {string} token
 * @param {{ request: ApiRequest, headers?: Record<string, string>, status: number }[]} calls
 */
async function sequentialMedians(url, token, calls, iterations = 400, warmUp = 100) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  /** @type {number[][]} */
  const times = calls.map(() => []);
  try {
    for (let i = 0; i < warmUp + iterations; i++) {
      for (const [index, { request, headers: extra = {}, status }] of calls.entries()) {
        const { url: address, method, headers, body } = requestOptions(url, token, request);
        const started = performance.now();
        const answered = await new Promise((resolve, reject) => {
          const call = http.request(address, { method, headers: { ...headers, ...extra }, agent }, (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode));
          });
          call.on('error', reject);
          call.end(body);
        });
        if (answered !== status) throw new Error(`${request.path} answered ${answered}, not ${status}`);
        if (i >= warmUp) times[index].push(performance.now() - started);
      }
    }
  } finally {
    agent.destroy();
  }
  return times.map(median);
}

/**
 * The unchanged users poll on both channels: bytes on the wire, and server time as the median of the poll less
 * the median of GET /healthz (the same trip through HTTP and Express, answering from memory).
 * @param {string} url
 * @param {string} token
 */
async function measurePoll(url, token) {
  const whole = await fetch(`${url}${usersWholeList.path}`, { headers: { authorization: `Bearer ${token}` } });
  await whole.arrayBuffer();
  const etag = whole.headers.get('etag');
  if (!etag) throw new Error('GET /api/users.php answered without an ETag');
  const conditional = { 'if-none-match': etag };
  const graphqlWire = await wireBytes(url, token, usersCounterPoll);
  const restWire = await wireBytes(url, token, usersWholeList, conditional);
  if (restWire.status !== 304) throw new Error(`the conditional users GET answered ${restWire.status}, not 304`);
  const [healthz, graphql, rest] = await sequentialMedians(url, token, [
    { request: { path: '/healthz' }, status: 200 },
    { request: usersCounterPoll, status: 200 },
    { request: usersWholeList, headers: conditional, status: 304 },
  ]);
  return {
    graphql: { bytes: graphqlWire.bytes, serverMs: graphql - healthz },
    rest: { bytes: restWire.bytes, serverMs: rest - healthz },
    healthz,
  };
}

/**
 * One size: seeded in this process (statements counted there), then served by the built product.
 * @param {number} size
 * @param {import('@playwright/test').Browser} browser
 * @param {boolean} poll  measure the unchanged users poll too
 */
async function measureSize(size, browser, poll) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'coop-bench-growth-'));
  try {
    const inProcess = await startInProcessApp({ dataDir });
    /** @type {Record<string, number>} */
    let statements;
    try {
      await seedRows(inProcess, dataDir, size);
      statements = await inProcess.statementsPerRequest(
        Object.fromEntries(firstPages.map(({ name, request }) => [name, request])),
      );
    } finally {
      await inProcess.close();
    }
    const product = await startProduct({ DATA_DIR: dataDir });
    try {
      const token = await login(product.url);
      /** @type {Record<string, number>} */
      const bytes = {};
      for (const { name, list, request } of firstPages) {
        const text = await send(product.url, token, request);
        const body = JSON.parse(text);
        const rows = body[list] ?? Object.values(body.data ?? {})[0]?.edges;
        if (rows?.length !== pageSize) throw new Error(`${name} answered ${rows?.length} rows, not ${pageSize}`);
        bytes[name] = Buffer.byteLength(text);
      }
      const stopWatching = watchPeakRss(product.pid);
      const measured = await measureInTurns(
        firstPages.map(({ name, request }) => ({ name, options: requestOptions(product.url, token, request) })),
        turns,
      );
      const peakRss = stopWatching();
      const latency = Object.fromEntries(firstPages.map(({ name }, i) => [name, measured[i]]));
      const pollFigures = poll ? await measurePoll(product.url, token) : undefined;
      const dashboard = await measureMembersPages(browser, product.port, {
        pages: Object.fromEntries(dashboardTabs.map((tab) => [tab, `${dashboardPath}?tab=${tab}`])),
        rowPattern: seededRowText,
        firstRowsTargetMs,
      });
      return { size, statements, bytes, latency, peakRss, poll: pollFigures, dashboard };
    } finally {
      await product.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * @param {{ chartFile?: string }} [options]  where the chart goes, under the repository
 */
export async function benchGrowth({ chartFile = 'bench/growth.svg' } = {}) {
  const { browser } = await launchChromium();
  /** @type {Awaited<ReturnType<typeof measureSize>>[]} */
  const results = [];
  try {
    for (const size of sizes) {
      console.log(`growth: ${size} rows of each list`);
      results.push(await measureSize(size, browser, size === sizes[sizes.length - 1]));
    }
  } finally {
    await browser.close();
  }
  const [smallest, largest] = [results[0], results[results.length - 1]];
  const rowsAt = `at ${sizes.map((size) => size.toLocaleString('en')).join(' / ')} rows`;
  const [small, large] = [smallest.size, largest.size].map((size) => size.toLocaleString('en'));
  const across = (/** @type {(result: typeof largest) => number} */ pick, unit = '') =>
    `${results.map((result) => Math.round(pick(result) * 10) / 10).join(' / ')}${unit} ${rowsAt}`;
  const figures = [];
  for (const { name } of firstPages) {
    const p99 = largest.latency[name].p99;
    figures.push(
      figure(
        section,
        `${name} first page p99, ${large} rows`,
        p99,
        'ms',
        '≤ 25 ms',
        p99 <= 25,
        `p99 ${across((r) => r.latency[name].p99)}; p50 ${across((r) => r.latency[name].p50)}`,
      ),
    );
  }
  for (const { name } of firstPages) {
    const kb = largest.bytes[name] / 1024;
    figures.push(
      figure(
        section,
        `${name} first page size`,
        kb,
        'KB',
        '≤ 20 KB',
        kb <= 20,
        across((r) => r.bytes[name] / 1024, ' KB'),
      ),
    );
  }
  for (const { name } of firstPages) {
    const count = largest.statements[name];
    figures.push(
      figure(
        section,
        `${name} first page SQL statements`,
        count,
        '',
        '≤ 2',
        count <= 2,
        across((r) => r.statements[name]),
      ),
    );
  }
  const growth = mb(largest.peakRss - smallest.peakRss);
  figures.push(
    figure(
      section,
      `server memory growth under load, ${small} → ${large} rows`,
      growth,
      'MB',
      '≤ 30 MB',
      growth <= 30,
      `peak RSS ${across((r) => mb(r.peakRss), ' MB')}`,
    ),
  );
  const poll = largest.poll;
  if (!poll) throw new Error('the users poll was not measured');
  for (const [channel, label] of [
    ['graphql', 'GraphQL { listVersions { users } }'],
    ['rest', 'REST GET /api/users.php If-None-Match → 304'],
  ]) {
    const { bytes, serverMs } = poll[/** @type {'graphql' | 'rest'} */ (channel)];
    figures.push(
      figure(
        section,
        `unchanged users poll, ${label}: wire`,
        bytes,
        'B',
        '≤ 1 KB',
        bytes <= 1024,
        'request + answer, headers included',
      ),
      figure(
        section,
        `unchanged users poll, ${label}: server time`,
        serverMs,
        'ms',
        '≤ 2 ms',
        serverMs <= 2,
        `median of 400 in turns, less GET /healthz (${poll.healthz.toFixed(2)} ms); ${large} users`,
      ),
    );
  }
  for (const tab of Object.keys(largest.dashboard)) {
    const [before, after] = [smallest.dashboard[tab], largest.dashboard[tab]];
    const frame = 16;
    figures.push(
      figure(
        section,
        `dashboard ${tab} tab: first rows, ${large} rows`,
        after.firstRows,
        'ms',
        '≤ 1.2 s',
        after.firstRows <= firstRowsTargetMs,
        `phone, CPU 4× slower, slow 4G, service worker warm; runs ${after.runs.map(Math.round).join(', ')}`,
      ),
      figure(
        section,
        `dashboard ${tab} tab: first rows, ${large} vs ${small} rows`,
        after.firstRows / before.firstRows,
        '×',
        '≤ 1.2×',
        after.firstRows <= 1.2 * before.firstRows,
        across((r) => r.dashboard[tab].firstRows, ' ms'),
      ),
      figure(
        section,
        `dashboard ${tab} tab: scroll input delay, ${large} rows`,
        after.inputDelay,
        'ms',
        '≤ 50 ms',
        after.inputDelay <= 50,
        `median of ${after.delays.length} loads' largest (${after.delays.map((d) => d.toFixed(1)).join(', ')} ms), ${after.events} wheel and key events`,
      ),
      // A delay under one frame is no delay a person can tell, and a few milliseconds apart swing by more than a
      // fifth from one run to the next.
      figure(
        section,
        `dashboard ${tab} tab: scroll input delay, ${large} vs ${small} rows`,
        after.inputDelay / Math.max(before.inputDelay, 0.1),
        '×',
        '≤ 1.2×, or under a frame',
        after.inputDelay <= 1.2 * before.inputDelay || after.inputDelay < frame,
        across((r) => r.dashboard[tab].inputDelay, ' ms'),
      ),
    );
  }
  writeFileSync(
    path.join(root, chartFile),
    growthChart('How the lists grow: 100, 1,000 and 10,000 rows each', sizes, chartPanels(results)),
  );
  return figures;
}

/**
 * @param {Awaited<ReturnType<typeof measureSize>>[]} results
 * @returns {import('./growth-chart.mjs').Panel[]}
 */
function chartPanels(results) {
  const series = (/** @type {string} */ name, /** @type {(r: (typeof results)[number]) => number} */ pick) => ({
    name,
    values: results.map((r) => Math.round(pick(r) * 10) / 10),
  });
  return [
    ...lists.map(({ list }) => ({
      title: `${list}: first page p99, 10 connections`,
      unit: 'ms',
      target: 25,
      series: channels.map((channel) => series(channel, (r) => r.latency[`${list} ${channel}`].p99)),
    })),
    ...channels.map((channel) => ({
      title: `First page size, ${channel}`,
      unit: 'KB',
      target: 20,
      series: lists.map(({ list }) => series(list, (r) => r.bytes[`${list} ${channel}`] / 1024)),
    })),
    {
      title: 'Dashboard: first rows on a phone',
      unit: 'ms',
      target: firstRowsTargetMs,
      series: dashboardTabs.map((tab) => series(`${tab} tab`, (r) => r.dashboard[tab].firstRows)),
    },
    {
      title: 'Dashboard: input delay while scrolling',
      unit: 'ms',
      target: 50,
      series: dashboardTabs.map((tab) => series(`${tab} tab`, (r) => r.dashboard[tab].inputDelay)),
    },
    {
      title: 'Server memory under load (peak RSS)',
      unit: 'MB',
      target: Math.round(mb(results[0].peakRss) + 30),
      series: [series('product', (r) => mb(r.peakRss))],
    },
  ];
}
