import fs from 'node:fs';
import path from 'node:path';
import { prerenderManifestFile, type PrerenderManifest, type RenderedSite } from '@coop/contract';
import { ServedPage, type PageSnapshot } from '../../http/static-site';

/** The pages the build wrote next to the client (scripts/prerender.mjs). */
export function readBuiltSite(clientDir: string): RenderedSite {
  const file = path.join(clientDir, prerenderManifestFile);
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: the client build did not pre-render its pages (run npm run build)`);
  }
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as PrerenderManifest;
  const read = (name: string) => fs.readFileSync(path.join(clientDir, name), 'utf8');
  return {
    manifest,
    pages: manifest.pages.map((page) => ({ ...page, html: read(page.file) })),
    shell: read(manifest.shell),
    skipped: [],
  };
}

/**
 * What serves `site`, SITE_URL in place. A page whose text `previous` serves already is kept with its compressed
 * forms: a change to one document changes only the pages that show it, and the others need not be compressed
 * again (pages rendered within the same minute carry the same render time).
 */
export function snapshotOf(site: RenderedSite, siteUrl: string, previous?: PageSnapshot): PageSnapshot {
  const served = (html: string, before: ServedPage | undefined) => {
    const text = html.replaceAll(site.manifest.siteUrlPlaceholder, siteUrl);
    return before?.text === text ? before : new ServedPage(text);
  };
  return {
    manifest: site.manifest,
    pages: new Map(site.pages.map((page) => [page.path, served(page.html, previous?.pages.get(page.path))])),
    shell: served(site.shell, previous?.shell),
  };
}
