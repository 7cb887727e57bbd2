// @ts-check
// Writes the two downloadable documents on the Resources page (content/documents/*.pdf), made by the server's
// own document module, with the co-op's name and contact details from content/site.json and the Spanish Bites
// groups from content/catalog.json. The server makes them again by itself when the contact details are edited
// on the dashboard; this writes the copies the build ships. Not part of the build: run `npm run build -w shared`
// and `npm run build -w server`, then `node scripts/content/make-documents.mjs`, and commit the PDFs.
import { mkdir, readFile, writeFile } from 'node:fs/promises';

const load = async (/** @type {string} */ relative) => {
  const module = new URL(relative, import.meta.url);
  return import(module.href).catch((error) => {
    throw new Error(`Cannot load ${module.pathname}; run \`npm run build -w shared && npm run build -w server\` first`, {
      cause: error,
    });
  });
};
const { parseCatalog } = await load('../../shared/dist/index.js');
const { parseDocumentSite } = await load('../../server/dist/modules/media/documents/document-site.js');
const { siteDocuments } = await load('../../server/dist/modules/media/documents/site-documents.js');

const contentDir = new URL('../../content/', import.meta.url);
const read = (/** @type {string} */ name) => readFile(new URL(name, contentDir), 'utf8');
const site = parseDocumentSite(await read('site.json'));
const catalog = parseCatalog(JSON.parse(await read('catalog.json')));

const outputDir = new URL('documents/', contentDir);
await mkdir(outputDir, { recursive: true });
for (const { name, bytes } of siteDocuments(site, catalog)) {
  await writeFile(new URL(name, outputDir), bytes);
  console.log(`content/documents/${name}: ${bytes.length} bytes`);
}
