import fs from 'node:fs';
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

/** Paths that belong to the server; the page fallback must never answer them with HTML. */
const serverPaths = pathsUnder(serverPathNames);

/** Written by scripts/prerender.mjs next to the built client. */
const manifestFile = prerenderManifestFile;

function readManifest(clientDir: string): PrerenderManifest {
  const file = path.join(clientDir, manifestFile);
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: the client build did not pre-render its pages (run npm run build)`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PrerenderManifest;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function sitemap(siteUrl: string, pagePaths: string[]): string {
  const urls = pagePaths.map((page) => `  <url><loc>${escapeXml(`${siteUrl}${page}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function robots(siteUrl: string): string {
  return ['User-agent: *', 'Disallow: /secure/', 'Disallow: /api/', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join(
    '\n',
  );
}

/** A page as sent: SITE_URL in place, and its compressed forms once they are made. */
interface RenderedPage {
  text: string;
  encoded: Promise<Record<Encoding, Buffer>>;
}

/**
 * The built client. Pre-rendered pages are sent with SITE_URL in place of the
 * placeholder origin (read and rewritten once, then kept in memory) and
 * revalidated on each visit; hashed assets are cached for a year; a path
 * without a page gets the app shell: 200 for the client-only routes, 404 otherwise,
 * and the client's router shows the page or its Not Found. Text is sent
 * compressed (brotli or gzip) to browsers that accept it, each form made once.
 */
export function staticSite(
  clientDir: string | undefined,
  contentDir: string,
  siteUrl: string,
): { router: Router; inlineStyleHashes: string[] } {
  const router = express.Router();
  router.use(
    '/content',
    compressedFiles(contentDir, 'public, max-age=3600'),
    express.static(contentDir, { index: false, fallthrough: false, maxAge: '1h' }),
  );
  if (!clientDir || !fs.existsSync(path.join(clientDir, 'index.html'))) return { router, inlineStyleHashes: [] };

  const manifest = readManifest(clientDir);
  const pageFiles = new Map(manifest.pages.map((page) => [page.path, page.file]));
  const clientOnly = new Set(manifest.clientOnlyPaths);
  const listedPages = [...pageFiles.keys()].filter((page) => !unlistedPagePaths.includes(page));
  const rendered = new Map<string, RenderedPage>();
  const page = (file: string): RenderedPage => {
    let found = rendered.get(file);
    if (found === undefined) {
      const text = fs.readFileSync(path.join(clientDir, file), 'utf8').replaceAll(manifest.siteUrlPlaceholder, siteUrl);
      found = { text, encoded: compressBoth(Buffer.from(text)) };
      rendered.set(file, found);
    }
    return found;
  };
  const sendHtml = async (req: Request, res: Response, status: number, file: string) => {
    const { text, encoded } = page(file);
    res.status(status).setHeader('Cache-Control', 'no-cache');
    res.vary('Accept-Encoding').type('html');
    const encoding = chosenEncoding(req);
    if (encoding) sendEncoded(req, res, encoding, (await encoded)[encoding]);
    else res.send(text);
  };
  const isRead = (req: Request) => req.method === 'GET' || req.method === 'HEAD';

  router.get('/sitemap.xml', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/xml').send(sitemap(siteUrl, listedPages));
  });
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/plain').send(robots(siteUrl));
  });

  const pages: RequestHandler = (req, res, next) => {
    if (!isRead(req)) return next();
    const file = pageFiles.get(req.path);
    if (file) return sendHtml(req, res, 200, file);
    // "/classes/" → "/classes": one address per page.
    const trimmed = req.path.replace(/\/+$/, '');
    if (trimmed && trimmed !== req.path && (pageFiles.has(trimmed) || clientOnly.has(trimmed))) {
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
    return sendHtml(req, res, clientOnly.has(req.path) ? 200 : 404, manifest.shell);
  });
  // Pages are compressed here (SITE_URL is only known now), ahead of the first visitor, one at a time; a page
  // that fails here is compressed when asked for. The build compressed everything else already.
  void (async () => {
    for (const file of [...pageFiles.values(), manifest.shell]) await page(file).encoded;
  })().catch(() => undefined);
  return { router, inlineStyleHashes: manifest.inlineStyleHashes };
}
