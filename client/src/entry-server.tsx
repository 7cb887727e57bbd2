// The pre-renderer's side of the app (bundled by `vite build --ssr`, run by
// scripts/prerender.mjs at build time and by the server's page renderer after
// every published content change): renders the whole public site from the
// built page template and the content documents, so the browser hydrates the
// same markup whichever of the two wrote it.
import { createHash } from 'node:crypto';
import {
  contentDocumentPath,
  isContentKey,
  memberAreas,
  type ContentDocuments,
  type MemberAreaName,
  type RenderedSite,
  type SitePage,
} from '@coop/contract';
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, createRoutes, isNotFound, loadMatchedRouteModules } from './app/router';
import { loadAllDeferred } from './components/deferred';
import { Markdown } from './components/markdown';
import { jsonDocuments, recordJsonUse, setJsonDocuments } from './content/content-store';
import { memberAreaAddresses } from './config/member-area-paths';
import { paths } from './config/paths';
import { siteName } from './config/site';
import { APP_DATA_ELEMENT_ID, serializeAppData } from './lib/app-data';
import { recordContentUse, replacePreloadedContent, type PreloadedContent } from './lib/preloaded-content';
import { setSiteOrigin, SITE_URL_PLACEHOLDER } from './lib/site-url';
import { setRenderedAt } from './lib/today';

export { APP_DATA_ELEMENT_ID } from './lib/app-data';
export { SITE_URL_PLACEHOLDER } from './lib/site-url';

/** Routes that need a signed-in user: served as the empty app shell, never pre-rendered. */
const clientOnly: readonly string[] = (Object.keys(memberAreas) as MemberAreaName[]).flatMap(memberAreaAddresses);

/** Every path of paths.ts, in its order. */
function allPaths(): string[] {
  return Object.values(paths).flatMap((entry) =>
    'paths' in entry ? [...entry.paths] : 'path' in entry ? [entry.path] : [],
  );
}

export function prerenderPaths(): string[] {
  return allPaths().filter((routePath) => !clientOnly.includes(routePath));
}

export function clientOnlyPaths(): string[] {
  return [...clientOnly];
}

/**
 * Markdown already turned into HTML, by its text: the server renders the site again after each change, and
 * turning every document into HTML again took most of a render, though a change touches one or two of them.
 */
let markdownHtml = new Map<string, string>();

/**
 * The site's content the pages render from (key → file text, as in content/ or the database): the JSON documents
 * go into the content store, whole into every page's data block; the markdown ones are also turned into HTML here,
 * and a page's data block carries only those it used.
 */
export function setContent(documents: ContentDocuments): void {
  setJsonDocuments(documents);
  const content: PreloadedContent = { texts: {}, html: {} };
  const converted = new Map<string, string>();
  for (const [key, text] of Object.entries(documents)) {
    if (!key.endsWith('.md') || !isContentKey(key)) continue;
    const url = contentDocumentPath(key);
    const html = markdownHtml.get(text) ?? renderToStaticMarkup(<Markdown source={text} />);
    converted.set(text, html);
    content.texts[url] = text;
    content.html[url] = html;
  }
  markdownHtml = converted;
  replacePreloadedContent(content);
}

/**
 * Names one set of documents: the build records it in the manifest, and the server compares its own documents'
 * with it to know whether the built pages still show them. Keys are sorted, so the order they were read in does
 * not matter.
 */
export function documentsHash(documents: ContentDocuments): string {
  const hash = createHash('sha256');
  for (const key of Object.keys(documents).sort()) hash.update(`${key}\0${documents[key]}\0`);
  return hash.digest('hex');
}

export type RenderedPage = {
  /** The <title>, <meta> and <link> elements the page's components declared. */
  head: string;
  /** The markup inside #root. */
  body: string;
  /** The data block's JSON. */
  data: string;
};

const documentParts = /^(?:<!DOCTYPE html>)?<html><head>([\s\S]*)<\/head><body>([\s\S]*)<\/body><\/html>$/;

/** The app shell's head: the site name until the client renders a page. */
export function shellHead(): string {
  return renderToStaticMarkup(<title>{siteName()}</title>);
}

/**
 * Now, to the minute: pages rendered again soon after, for a change elsewhere, come out the same, so only the
 * pages a change touched are compressed and fetched again.
 */
function renderTime(): string {
  return new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
}

/** The app shell's data block: the JSON documents, so the pages it renders read the same content. */
export function shellData(): string {
  return serializeAppData({
    siteUrl: SITE_URL_PLACEHOLDER,
    renderedAt: renderTime(),
    content: { texts: {}, html: {} },
    documents: jsonDocuments(),
  });
}

/** One page's markup; null when no route but the catch-all answers the path (its module is not written yet). */
export async function render(routePath: string): Promise<RenderedPage | null> {
  setSiteOrigin(SITE_URL_PLACEHOLDER);
  const renderedAt = renderTime();
  setRenderedAt(renderedAt);

  const routes = createRoutes();
  if (isNotFound(routes, routePath)) return null;
  await loadMatchedRouteModules(routes, routePath);
  await loadAllDeferred();

  const finishRecording = recordContentUse();
  const finishJsonRecording = recordJsonUse();
  // A whole document, so React hoists every page's <title>, <meta> and <link> into the <head> it writes itself.
  // <body> stays <html>'s only child: a second one (an explicit <head />) would shift every useId below it, so
  // the ids in the markup would differ from the ids the browser computes while hydrating, and any attribute
  // rendered again later (a field's aria-describedby once its error shows) would point at ids not on the page.
  const markup = renderToString(
    <html>
      <body>
        <StrictMode>
          <StaticRouter location={routePath}>
            <AppRoutes routes={routes} />
          </StaticRouter>
        </StrictMode>
      </body>
    </html>,
  );
  const content = finishRecording();
  const documents = finishJsonRecording();

  const parts = documentParts.exec(markup);
  if (!parts) throw new Error(`Unexpected markup for ${routePath}: ${markup.slice(0, 200)}`);
  return {
    head: parts[1],
    body: parts[2],
    data: serializeAppData({ siteUrl: SITE_URL_PLACEHOLDER, renderedAt, content, documents }),
  };
}

const markers = { head: '<!--app-head-->', html: '<!--app-html-->', data: '<!--app-data-->' };
const stylesheetLink = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)">/;
const entryScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const dataScript = (data: string) => `<script type="application/json" id="${APP_DATA_ELEMENT_ID}">${data}</script>`;
const noscript = '<noscript>This page needs JavaScript to run. Please enable it in your browser.</noscript>';

/**
 * A pre-rendered page's entry imports the app's start once the page has painted (client/src/main.tsx); the app
 * shell has nothing to paint, so it has the browser fetch the start together with the entry.
 */
function startPreload(template: string, readAsset: (address: string) => string): string {
  const [, entryPath] = template.match(entryScript) ?? [];
  if (!entryPath) throw new Error('The page template loads no script under /assets');
  const startFile = /\.\/(start-[\w-]+\.js)/.exec(readAsset(entryPath))?.[1];
  if (!startFile) throw new Error(`${entryPath} imports no start-*.js chunk`);
  return `<link rel="modulepreload" crossorigin href="/assets/${startFile}">`;
}

/**
 * The whole public site from the built page template (client/dist/index.html as Vite wrote it, with its
 * markers) and the content documents. `readAsset` reads a file of the built client by its address
 * (`/assets/index-abc.css`): the stylesheet goes inside every page, as on a phone's slow connection a separate,
 * render-blocking request costs round trips before anything paints (docs/decisions/011-inline-stylesheet.md);
 * the server's CSP allows exactly this text by the hash the manifest carries.
 */
export async function renderSite(
  template: string,
  documents: ContentDocuments,
  readAsset: (address: string) => string,
): Promise<RenderedSite> {
  for (const marker of Object.values(markers)) {
    if (!template.includes(marker)) throw new Error(`The page template has no ${marker}: run "vite build" first`);
  }
  const [linkTag, stylesheetPath] = template.match(stylesheetLink) ?? [];
  if (!linkTag) throw new Error('The page template links no stylesheet under /assets');
  const css = readAsset(stylesheetPath).trim();
  if (css.includes('</style'))
    throw new Error(`${stylesheetPath} holds "</style", which would end an inline style element`);
  const styled = template.replace(linkTag, () => `<style>${css}</style>`);
  const fill = (head: string, html: string, data: string) =>
    styled
      .replace(markers.head, () => head)
      .replace(markers.html, () => html)
      .replace(markers.data, () => data);

  setContent(documents);
  const pages: SitePage[] = [];
  const skipped: string[] = [];
  for (const routePath of prerenderPaths()) {
    const page = await render(routePath);
    if (!page) {
      skipped.push(routePath);
      continue;
    }
    const file = routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`;
    pages.push({ path: routePath, file, html: fill(page.head, page.body, dataScript(page.data)) });
  }
  const shell = 'shell.html';
  return {
    pages,
    shell: fill(`${shellHead()}${startPreload(template, readAsset)}`, '', `${dataScript(shellData())}${noscript}`),
    manifest: {
      siteUrlPlaceholder: SITE_URL_PLACEHOLDER,
      shell,
      pages: pages.map(({ path, file }) => ({ path, file })),
      clientOnlyPaths: clientOnlyPaths(),
      inlineStyleHashes: [`'sha256-${createHash('sha256').update(css).digest('base64')}'`],
      documentsHash: documentsHash(documents),
    },
    skipped,
  };
}
