// @ts-check
// Last step of the client build (see client/package.json): renders every public
// page with the SSR bundle of client/src/entry-server.tsx (its renderSite, which
// the server runs too after every content change) into client/dist, so each
// page's first answer already holds its content and head tags.
//   client/dist/index.html, client/dist/<path>/index.html   the pages
//   client/dist/shell.html                                  the empty app shell for every other path
//   client/dist/prerender-manifest.json                     what the server needs to serve them
//   client/dist-ssr/template.html                           the page template, kept for the server's renders
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { catalogFileName, parseCatalog, prerenderManifestFile } from '@coop/contract';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'client', 'dist');
const ssrDir = path.join(root, 'client', 'dist-ssr');
const contentDir = path.join(root, 'content');

const { readContentFiles } = createRequire(import.meta.url)(
  path.join(root, 'server', 'dist', 'modules', 'content', 'content-files.js'),
);
/** @type {import('@coop/contract').ContentDocuments} */
const documents = readContentFiles(contentDir);
// The pages carry content/catalog.json as the bundler read it, unchecked (the checks are not shipped to visitors):
// a mistake in the file stops the build here, with the same message the server gives at start.
parseCatalog(JSON.parse(documents[catalogFileName]));

// Vite's index.html, before it becomes the home page below: the server renders the pages again from it.
const template = await readFile(path.join(dist, 'index.html'), 'utf8');
await writeFile(path.join(ssrDir, 'template.html'), template);

/** @type {{ renderSite: (template: string, documents: import('@coop/contract').ContentDocuments, readAsset: (address: string) => string) => Promise<import('@coop/contract').RenderedSite> }} */
const ssr = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
const site = await ssr.renderSite(template, documents, (address) => readFileSync(path.join(dist, address), 'utf8'));

for (const page of site.pages) {
  await mkdir(path.dirname(path.join(dist, page.file)), { recursive: true });
  await writeFile(path.join(dist, page.file), page.html);
}
await writeFile(path.join(dist, site.manifest.shell), site.shell);
await writeFile(path.join(dist, prerenderManifestFile), `${JSON.stringify(site.manifest, null, 2)}\n`);

console.log(`Pre-rendered ${site.pages.length} pages: ${site.pages.map((page) => page.path).join(' ')}`);
if (site.skipped.length > 0) {
  console.warn(`Not pre-rendered (no route yet, served as the app shell): ${site.skipped.join(' ')}`);
}
