// @ts-check
// Last step of the client build (after scripts/prerender.mjs): writes the precache
// list into client/dist/sw.js. vite-plugin-pwa only compiles the worker, because
// the pre-rendered pages do not exist yet when it runs.
// Pages are listed at their own addresses (`/classes`, not `classes/index.html`):
// the server only serves them there, with SITE_URL filled in, and that is the URL a
// navigation asks for. Content files are served from content/, outside dist.
import { createHash } from 'node:crypto';
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectManifest } from 'workbox-build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'client', 'dist');
const contentDir = path.join(root, 'content');
const swFile = path.join(dist, 'sw.js');

// What the public pages read from content/: the markdown and JSON, and each
// picture in AVIF (every browser with service workers we support decodes it; the
// <picture> elements list it first). Other formats and widths are cached when used.
// Documents are cached once downloaded, not installed up front.
const contentIncluded = (/** @type {string} */ file) =>
  /\.(md|json)$/.test(file) ? !file.startsWith('README') : file.startsWith('images/') && file.endsWith('.avif');

const hashOf = (/** @type {import("node:crypto").BinaryLike} */ data) =>
  createHash('sha256').update(data).digest('hex').slice(0, 16);

/**
 * @param {string} dir
 * @param {string} [base]
 * @returns {Promise<string[]>}
 */
async function listFiles(dir, base = dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full).split(path.sep).join('/')];
    }),
  );
  return nested.flat();
}

/**
 * @param {string} url
 * @param {string} file
 */
async function entryFor(url, file) {
  const data = await readFile(file);
  return { url, revision: hashOf(data), size: data.length };
}

/** @type {import('@coop/contract').PrerenderManifest} */
const manifest = JSON.parse(await readFile(path.join(dist, 'prerender-manifest.json'), 'utf8'));
const pageEntries = await Promise.all(
  manifest.pages.map((/** @type {{ path: string; file: string; }} */ page) =>
    entryFor(page.path, path.join(dist, page.file)),
  ),
);
const contentFiles = (await listFiles(contentDir)).filter(contentIncluded).sort();
const contentEntries = await Promise.all(
  contentFiles.map((/** @type {string} */ file) => entryFor(`/content/${file}`, path.join(contentDir, file))),
);
const extraEntries = [...pageEntries, ...contentEntries];

const result = await injectManifest({
  swSrc: swFile,
  swDest: swFile,
  globDirectory: dist,
  // The pages are listed above at their own addresses; the shell and the server's manifest are not pages.
  globPatterns: ['assets/**/*.{js,css}', 'icons/*.png', 'favicon.svg', 'manifest.webmanifest'],
  additionalManifestEntries: extraEntries.map(({ url, revision }) => ({ url, revision })),
  // Hashed file names are their own revision.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
});
for (const warning of result.warnings) console.warn(warning);
const extraBytes = extraEntries.reduce((sum, entry) => sum + entry.size, 0);
const files = result.count;
const bytes = result.size + extraBytes;
console.log(
  `Precache: ${files} files, ${bytes} bytes (${manifest.pages.length} pages, ${contentEntries.length} content files)`,
);
if ((await stat(swFile)).size === 0) throw new Error('client/dist/sw.js is empty');
