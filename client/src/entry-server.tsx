// The pre-renderer's side of the app (bundled by `vite build --ssr`, run by
// scripts/prerender.mjs): renders one path to HTML with its head tags and the
// data its components read, so the browser hydrates the same markup.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, createRoutes, isNotFound, loadMatchedRouteModules } from './app/router';
import { loadAllDeferred } from './components/deferred';
import { Markdown } from './components/markdown';
import { paths } from './config/paths';
import { SITE_NAME } from './config/site';
import { serializeAppData } from './lib/app-data';
import { addPreloadedContent, recordContentUse, type PreloadedContent } from './lib/preloaded-content';
import { setSiteOrigin, SITE_URL_PLACEHOLDER } from './lib/site-url';
import { setRenderedOn, todayUtc } from './lib/today';

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

/** Files the pages fetch at run time, read from `contentDir`; markdown also as HTML. */
export function loadContent(contentDir: string): void {
  const content: PreloadedContent = { texts: {}, html: {} };
  const add = (relative: string) => {
    const url = `/content/${relative}`;
    const text = readFileSync(path.join(contentDir, relative), 'utf8');
    content.texts[url] = text;
    if (relative.endsWith('.md')) content.html[url] = renderToStaticMarkup(<Markdown source={text} />);
  };
  for (const folder of ['classes', 'grade-pages', 'teachers']) {
    for (const file of readdirSync(path.join(contentDir, folder)).sort()) {
      if (file.endsWith('.md')) add(`${folder}/${file}`);
    }
  }
  add('teachers.json');
  addPreloadedContent(content);
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
  return renderToStaticMarkup(<title>{SITE_NAME}</title>);
}

/** One page's markup; null when no route but the catch-all answers the path (its module is not written yet). */
export async function render(routePath: string): Promise<RenderedPage | null> {
  setSiteOrigin(SITE_URL_PLACEHOLDER);
  const renderedOn = todayUtc();
  setRenderedOn(renderedOn);

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
    data: serializeAppData({ siteUrl: SITE_URL_PLACEHOLDER, renderedOn, content }),
  };
}
