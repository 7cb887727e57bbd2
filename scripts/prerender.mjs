// @ts-check
// Last step of the client build (see client/package.json): renders every public
// page with the SSR bundle of client/src/entry-server.tsx into client/dist, so
// each page's first answer already holds its content and head tags.
//   client/dist/index.html, client/dist/<path>/index.html   the pages
//   client/dist/shell.html                                  the empty app shell for every other path
//   client/dist/prerender-manifest.json                     what the server needs to serve them
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  catalogFileName,
  contentJsonKeys,
  contentMarkdownFolders,
  parseCatalog,
  prerenderManifestFile,
} from '@coop/contract';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'client', 'dist');
const ssrEntry = path.join(root, 'client', '.tmp', 'ssr', 'entry-server.js');
const contentDir = path.join(root, 'content');

/** Every document of content/ by key (its path there): the JSON documents and the markdown of each folder. */
async function readContentDocuments() {
  /** @type {import('@coop/contract').ContentDocuments} */
  const documents = {};
  const read = async (/** @type {string} */ key) => {
    documents[key] = await readFile(path.join(contentDir, key), 'utf8');
  };
  for (const key of contentJsonKeys) await read(key);
  for (const folder of contentMarkdownFolders) {
    for (const file of (await readdir(path.join(contentDir, folder))).sort()) {
      if (file.endsWith('.md')) await read(`${folder}/${file}`);
    }
  }
  return documents;
}
const documents = await readContentDocuments();

// The pages read content/catalog.json unchecked (the checks are not shipped to visitors): a mistake in the file
// stops the build here, with the same message the server gives.
parseCatalog(JSON.parse(documents[catalogFileName]));

const markers = { head: '<!--app-head-->', html: '<!--app-html-->', data: '<!--app-data-->' };

const builtTemplate = await readFile(path.join(dist, 'index.html'), 'utf8');
for (const marker of Object.values(markers)) {
  if (!builtTemplate.includes(marker)) {
    throw new Error(`client/dist/index.html has no ${marker}: run "vite build" before pre-rendering`);
  }
}

// The stylesheet goes inside every page: on a phone's slow connection a separate, render-blocking request costs
// round trips before anything paints (docs/decisions/011-inline-stylesheet.md). The server's CSP allows exactly
// this text by its hash, read from the manifest below.
const stylesheetLink = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)">/;
const [linkTag, stylesheetPath] = builtTemplate.match(stylesheetLink) ?? [];
if (!linkTag) throw new Error('client/dist/index.html links no stylesheet under /assets');
const css = (await readFile(path.join(dist, stylesheetPath), 'utf8')).trim();
if (css.includes('</style'))
  throw new Error(`${stylesheetPath} holds "</style", which would end an inline style element`);
const template = builtTemplate.replace(linkTag, () => `<style>${css}</style>`);
const inlineStyleHash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

const fill = (/** @type {string} */ head, /** @type {string} */ html, /** @type {string} */ data) =>
  template
    .replace(markers.head, () => head)
    .replace(markers.html, () => html)
    .replace(markers.data, () => data);

const server = await import(pathToFileURL(ssrEntry).href);
const dataScript = (/** @type {string} */ data) =>
  `<script type="application/json" id="${server.APP_DATA_ELEMENT_ID}">${data}</script>`;
server.setContent(documents);

const pages = [];
const skipped = [];
for (const routePath of server.prerenderPaths()) {
  const page = await server.render(routePath);
  if (!page) {
    skipped.push(routePath);
    continue;
  }
  const file = routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`;
  const dataBlock = dataScript(page.data);
  await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
  await writeFile(path.join(dist, file), fill(page.head, page.body, dataBlock));
  pages.push({ path: routePath, file });
}

const noscript = '<noscript>This page needs JavaScript to run. Please enable it in your browser.</noscript>';
await writeFile(
  path.join(dist, 'shell.html'),
  fill(server.shellHead(), '', `${dataScript(server.shellData())}${noscript}`),
);

/** @type {import('@coop/contract').PrerenderManifest} */
const manifest = {
  siteUrlPlaceholder: server.SITE_URL_PLACEHOLDER,
  shell: 'shell.html',
  pages,
  clientOnlyPaths: server.clientOnlyPaths(),
  inlineStyleHashes: [inlineStyleHash],
};
await writeFile(path.join(dist, prerenderManifestFile), `${JSON.stringify(manifest, null, 2)}\n`);

console.log(`Pre-rendered ${pages.length} pages: ${pages.map((page) => page.path).join(' ')}`);
if (skipped.length > 0) console.warn(`Not pre-rendered (no route yet, served as the app shell): ${skipped.join(' ')}`);
