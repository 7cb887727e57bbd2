// @ts-check
// 1. Page weight, from the build output: the JavaScript and CSS each public page and the dashboard load before the
// visitor does anything (phone viewport, no scrolling, until the network is idle), each file counted at its gzip
// size in client/dist. Targets: ≤ 100 kB of JavaScript per public page, ≤ 170 kB on the dashboard and on the
// Office's Enrollments tab, the calendar in its own chunk loaded only near its section, Apollo Client and the
// markdown parser in no public page's load.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { enrollmentsPath } from '@coop/contract';
import { launchChromium, phone } from './browser.mjs';
import { adminEmail, adminPassword, figure, root, startProduct } from './lib.mjs';

const dist = path.join(root, 'client/dist');
const kB = 1000;
const budgets = { publicJs: 100 * kB, dashboardJs: 170 * kB };
/** Strings only Apollo Client's code carries (its React context key, its error-page address). */
const apolloMarkers = ['__APOLLO_CONTEXT__', 'go.apollo.dev'];

const gzipSize = (/** @type {import('node:zlib').InputType} */ text) => gzipSync(text, { level: 9 }).length;

/** @typedef {Record<string, { file: string, name?: string, src?: string, isDynamicEntry?: boolean }>} ViteManifest */

/** @returns {ViteManifest} */
function buildManifest() {
  return JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
}

/**
 * The chunk Vite built from a source module, as served under /assets.
 * @param {ViteManifest} manifest
 * @param {string} source
 */
function chunkOf(manifest, source) {
  // A module that is also imported statically by another lazy chunk (the markdown parser by the dashboard's page
  // editor) becomes a shared chunk, listed under its name rather than its source.
  const name = path.basename(source).replace(/\.[jt]sx?$/, '');
  const entry = manifest[source] ?? Object.values(manifest).find((chunk) => !chunk.src && chunk.name === name);
  if (!entry) throw new Error(`the build has no chunk for ${source}`);
  return { file: `/${entry.file}`, lazy: entry.isDynamicEntry === true };
}

/**
 * What a page loads on its own: scripts and stylesheets by address, and the text of its inline styles.
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 */
async function initialLoad(page, url) {
  /** @type {Set<string>} */
  const files = new Set();
  const onRequest = (/** @type {import('@playwright/test').Request} */ request) => {
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet') files.add(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  const inlineCss = await page
    .locator('style')
    .evaluateAll((styles) => styles.map((style) => style.textContent).join(''));
  const read = (/** @type {string} */ file) => readFileSync(path.join(dist, file));
  const scripts = [...files].filter((file) => file.endsWith('.js'));
  const stylesheets = [...files].filter((file) => file.endsWith('.css'));
  return {
    scripts,
    jsBytes: scripts.reduce((sum, file) => sum + gzipSize(read(file)), 0),
    cssBytes: stylesheets.reduce((sum, file) => sum + gzipSize(read(file)), 0) + (inlineCss ? gzipSize(inlineCss) : 0),
    code: scripts.map((file) => read(file).toString('utf8')).join('\n'),
  };
}

const size = (/** @type {number} */ bytes) => `${(bytes / kB).toFixed(1)} kB`;

export async function benchPageWeight() {
  const manifest = buildManifest();
  const calendar = chunkOf(manifest, 'src/features/calendar/components/class-calendar.tsx');
  const markdown = chunkOf(manifest, 'src/components/markdown.tsx');
  const pages = JSON.parse(readFileSync(path.join(dist, 'prerender-manifest.json'), 'utf8')).pages.map(
    (/** @type {{ path: string }} */ page) => page.path,
  );

  const product = await startProduct();
  const { browser } = await launchChromium();
  const figures = [];
  try {
    // No service worker: its precaching would fetch every chunk, which is not what a page needs.
    const context = await browser.newContext({ ...phone, serviceWorkers: 'block' });
    const page = await context.newPage();
    const publicLoads = [];
    for (const pagePath of pages) {
      const load = await initialLoad(page, `${product.url}${pagePath}`);
      publicLoads.push({ pagePath, ...load });
      figures.push(
        figure(
          'page weight',
          `${pagePath} JS (gzip)`,
          load.jsBytes / kB,
          'kB',
          '≤ 100 kB',
          load.jsBytes <= budgets.publicJs,
          `CSS ${size(load.cssBytes)}; ${load.scripts.length} scripts`,
        ),
      );
    }

    await page.goto(`${product.url}/login`);
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByLabel('Password', { exact: true }).fill(adminPassword);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/secure\/dashboard/);
    const dashboard = await initialLoad(page, `${product.url}/secure/dashboard`);
    if (!apolloMarkers.some((marker) => dashboard.code.includes(marker)))
      throw new Error('the dashboard loaded no Apollo Client: are the markers stale?');
    figures.push(
      figure(
        'page weight',
        '/secure/dashboard JS (gzip)',
        dashboard.jsBytes / kB,
        'kB',
        '≤ 170 kB',
        dashboard.jsBytes <= budgets.dashboardJs,
        `CSS ${size(dashboard.cssBytes)}; ${dashboard.scripts.length} scripts`,
      ),
    );

    // The administrators' Enrollments tab, in the Office area: the area's chunk and the tab's own, within the
    // dashboard's budget.
    const enrollments = await initialLoad(page, `${product.url}${enrollmentsPath}`);
    figures.push(
      figure(
        'page weight',
        `${enrollmentsPath} JS (gzip)`,
        enrollments.jsBytes / kB,
        'kB',
        '≤ 170 kB',
        enrollments.jsBytes <= budgets.dashboardJs,
        `CSS ${size(enrollments.cssBytes)}; ${enrollments.scripts.length} scripts`,
      ),
    );

    const withApollo = publicLoads
      .filter((load) => apolloMarkers.some((marker) => load.code.includes(marker)))
      .map((load) => load.pagePath);
    const withMarkdown = publicLoads
      .filter((load) => load.scripts.includes(markdown.file))
      .map((load) => load.pagePath);
    const withCalendar = publicLoads
      .filter((load) => load.scripts.includes(calendar.file))
      .map((load) => load.pagePath);
    figures.push(
      figure(
        'page weight',
        'public pages loading Apollo Client',
        withApollo.length,
        'pages',
        '0',
        withApollo.length === 0,
        withApollo.join(' '),
      ),
      figure(
        'page weight',
        'public pages loading the markdown parser',
        withMarkdown.length,
        'pages',
        '0',
        withMarkdown.length === 0,
        [`${markdown.file} ${size(gzipSize(readFileSync(path.join(dist, markdown.file))))}`, ...withMarkdown].join(
          '; ',
        ),
      ),
    );

    // The calendar: its own lazily imported chunk, absent from every first load, fetched once its section nears.
    await page.goto(`${product.url}/`);
    await page.waitForLoadState('networkidle');
    const calendarFetched = page
      .waitForResponse((response) => new URL(response.url()).pathname === calendar.file, { timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
    await page.getByRole('heading', { name: 'Class Schedule' }).scrollIntoViewIfNeeded();
    const fetchedNearSection = await calendarFetched;
    const calendarOk = calendar.lazy && withCalendar.length === 0 && fetchedNearSection;
    figures.push(
      figure(
        'page weight',
        'calendar chunk (gzip), lazily loaded',
        gzipSize(readFileSync(path.join(dist, calendar.file))) / kB,
        'kB',
        'own chunk, loaded near its section only',
        calendarOk,
        `dynamic import: ${calendar.lazy}; in first loads: ${withCalendar.join(' ') || 'none'}; fetched on scrolling to it: ${fetchedNearSection}`,
      ),
    );
    await context.close();
  } finally {
    await browser.close();
    await product.stop();
  }
  return figures;
}
