// The pre-renderer's side of the app (bundled by `vite build --ssr`, run by
// scripts/prerender.mjs): renders one path to HTML with its head tags and the
// data its components read, so the browser hydrates the same markup.
import { contentDocumentPath, isContentKey, type ContentDocuments } from '@coop/contract';
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, createRoutes, isNotFound, loadMatchedRouteModules } from './app/router';
import { loadAllDeferred } from './components/deferred';
import { Markdown } from './components/markdown';
import { jsonDocuments, setJsonDocuments } from './content/content-store';
import { paths } from './config/paths';
import { siteName } from './config/site';
import { serializeAppData } from './lib/app-data';
import { recordContentUse, replacePreloadedContent, type PreloadedContent } from './lib/preloaded-content';
import { setSiteOrigin, SITE_URL_PLACEHOLDER } from './lib/site-url';
import { setRenderedAt } from './lib/today';

export { APP_DATA_ELEMENT_ID } from './lib/app-data';
export { SITE_URL_PLACEHOLDER } from './lib/site-url';

/** Routes that need a signed-in user: served as the empty app shell, never pre-rendered. */
const clientOnly: readonly string[] = [paths.dashboard.path];

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
 * The site's content the pages render from (key → file text, as in content/ or the database): the JSON documents
 * go into the content store, whole into every page's data block; the markdown ones are also turned into HTML here,
 * and a page's data block carries only those it used.
 */
export function setContent(documents: ContentDocuments): void {
  setJsonDocuments(documents);
  const content: PreloadedContent = { texts: {}, html: {} };
  for (const [key, text] of Object.entries(documents)) {
    if (!key.endsWith('.md') || !isContentKey(key)) continue;
    const url = contentDocumentPath(key);
    content.texts[url] = text;
    content.html[url] = renderToStaticMarkup(<Markdown source={text} />);
  }
  replacePreloadedContent(content);
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

/** The app shell's data block: the JSON documents, so the pages it renders read the same content. */
export function shellData(): string {
  return serializeAppData({
    siteUrl: SITE_URL_PLACEHOLDER,
    renderedAt: new Date().toISOString(),
    content: { texts: {}, html: {} },
    documents: jsonDocuments(),
  });
}

/** One page's markup; null when no route but the catch-all answers the path (its module is not written yet). */
export async function render(routePath: string): Promise<RenderedPage | null> {
  setSiteOrigin(SITE_URL_PLACEHOLDER);
  const renderedAt = new Date().toISOString();
  setRenderedAt(renderedAt);

  const routes = createRoutes();
  if (isNotFound(routes, routePath)) return null;
  await loadMatchedRouteModules(routes, routePath);
  await loadAllDeferred();

  const finishRecording = recordContentUse();
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

  const parts = documentParts.exec(markup);
  if (!parts) throw new Error(`Unexpected markup for ${routePath}: ${markup.slice(0, 200)}`);
  return {
    head: parts[1],
    body: parts[2],
    data: serializeAppData({ siteUrl: SITE_URL_PLACEHOLDER, renderedAt, content, documents: jsonDocuments() }),
  };
}
