import path from 'node:path';
import {
  pathsUnder,
  prerenderManifestFile,
  serverPathNames,
  unlistedPagePaths,
  type PrerenderManifest,
} from '@coop/contract';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { chosenEncoding, compressBoth, compressedFiles, sendEncoded, type Encoding } from './compressed-responses';

/** A page as sent: SITE_URL in place, and its compressed forms, made at the highest levels when first needed. */
export class ServedPage {
  private forms: Promise<Record<Encoding, Buffer>> | undefined;

  constructor(readonly text: string) {}

  encoded(): Promise<Record<Encoding, Buffer>> {
    this.forms ??= compressBoth(Buffer.from(this.text));
    return this.forms;
  }
}

/** Everything the pages are served from, replaced whole when the content changes: each page by its path. */
export interface PageSnapshot {
  manifest: PrerenderManifest;
  pages: ReadonlyMap<string, ServedPage>;
  shell: ServedPage;
}

/** Paths that belong to the server; the page fallback must never answer them with HTML. */
const serverPaths = pathsUnder(serverPathNames);

/** Written by scripts/prerender.mjs next to the built client; never sent. */
const manifestFile = prerenderManifestFile;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function sitemap(siteUrl: string, pagePaths: readonly string[]): string {
  const urls = pagePaths.map((page) => `  <url><loc>${escapeXml(`${siteUrl}${page}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function robots(siteUrl: string): string {
  return ['User-agent: *', 'Disallow: /secure/', 'Disallow: /api/', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join(
    '\n',
  );
}

/**
 * The built client. Pre-rendered pages are sent from `pageSet` (in memory, SITE_URL in place of the placeholder
 * origin; the public-pages module keeps it current) and revalidated on each visit; hashed assets are cached for a year; a path without a page gets the app
 * shell: 200 for the client-only routes, 404 otherwise, and the client's router shows the page or its Not Found.
 * Text is sent compressed (brotli or gzip) to browsers that accept it, each form made once. Without pages (a
 * server run without its client built) only /content is served.
 */
export function staticSite(
  clientDir: string | undefined,
  contentDir: string,
  siteUrl: string,
  pageSet: { readonly current: PageSnapshot } | undefined,
): Router {
  const router = express.Router();
  router.use(
    '/content',
    compressedFiles(contentDir, 'public, max-age=3600'),
    express.static(contentDir, { index: false, fallthrough: false, maxAge: '1h' }),
  );
  if (!clientDir || !pageSet) return router;

  const sendHtml = async (req: Request, res: Response, status: number, page: ServedPage) => {
    res.status(status).setHeader('Cache-Control', 'no-cache');
    res.vary('Accept-Encoding').type('html');
    const encoding = chosenEncoding(req);
    if (encoding) sendEncoded(req, res, encoding, (await page.encoded())[encoding]);
    else res.send(page.text);
  };
  const isRead = (req: Request) => req.method === 'GET' || req.method === 'HEAD';

  router.get('/sitemap.xml', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    const listed = [...pageSet.current.pages.keys()].filter((page) => !unlistedPagePaths.includes(page));
    res.type('application/xml').send(sitemap(siteUrl, listed));
  });
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/plain').send(robots(siteUrl));
  });

  const pages: RequestHandler = (req, res, next) => {
    if (!isRead(req)) return next();
    const { pages: served, manifest } = pageSet.current;
    const found = served.get(req.path);
    if (found) return sendHtml(req, res, 200, found);
    // "/classes/" → "/classes": one address per page.
    const trimmed = req.path.replace(/\/+$/, '');
    if (trimmed && trimmed !== req.path && (served.has(trimmed) || manifest.clientOnlyPaths.includes(trimmed))) {
      const queryStart = req.originalUrl.indexOf('?');
      return res.redirect(301, `${trimmed}${queryStart === -1 ? '' : req.originalUrl.slice(queryStart)}`);
    }
    next();
  };
  router.use(pages);

  const assetsDir = path.join(clientDir, 'assets');
  const compressedAssets = compressedFiles(assetsDir, 'public, max-age=31536000, immutable');
  router.use(
    '/assets',
    compressedAssets,
    express.static(assetsDir, { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  // Other files at the root (favicon, the service worker, …). HTML files and the manifest are only ever sent
  // through the handlers here, with the placeholder replaced.
  const compressedRootFiles = compressedFiles(clientDir, 'public, max-age=0');
  const files = express.static(clientDir, { maxAge: 0, index: false, redirect: false });
  router.use((req, res, next) => {
    if (req.path.endsWith('.html') || req.path === `/${manifestFile}`) return next();
    compressedRootFiles(req, res, (error?: unknown) => (error ? next(error) : files(req, res, next)));
  });

  router.use((req, res, next) => {
    if (!isRead(req) || serverPaths.test(req.path)) return next();
    const { shell, manifest } = pageSet.current;
    return sendHtml(req, res, manifest.clientOnlyPaths.includes(req.path) ? 200 : 404, shell);
  });
  return router;
}
