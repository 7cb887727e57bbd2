import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { prerenderManifestFile, unlistedPagePaths, type PrerenderManifest, type RenderedSite } from '@coop/contract';
import { compressBoth, type Encoding } from './compressed-responses';

const brotliQuickly = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A page as sent: SITE_URL in place, and its compressed forms. `encoded` is replaced by the smallest forms once
 * they are made, so a page is never held back by its compression at the highest level.
 */
export interface ServedPage {
  text: string;
  encoded: Promise<Record<Encoding, Buffer>>;
}

/** Everything the site's pages are served from; replaced whole when the content changes. */
export interface PageSnapshot {
  pages: ReadonlyMap<string, ServedPage>;
  shell: ServedPage;
  clientOnly: ReadonlySet<string>;
  /** The pages sitemap.xml lists. */
  listedPaths: readonly string[];
  /** CSP hashes of the style elements the pages carry. */
  inlineStyleHashes: readonly string[];
  documentsHash: string;
}

/** The site's current pages: read by every request, swapped in one assignment once a new set is ready. */
export class PageSet {
  constructor(public current: PageSnapshot) {}

  swap(next: PageSnapshot): void {
    this.current = next;
  }
}

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
 * Both forms made fast (a few milliseconds for a page), for a page that must be served now: the highest levels
 * take about 70 ms of CPU a page, over a second for a whole site whose every page changed.
 */
async function compressQuickly(body: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotliQuickly(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz };
}

/**
 * The snapshot of a rendered site, SITE_URL in place. A page whose text is the same as in `previous` keeps its
 * compressed forms; the others are compressed on the thread pool, never on the thread that answers requests.
 * With `previous` (a change published while serving), the new pages are compressed quickly, so the returned
 * `ready` settles within milliseconds, and `refine()` then compresses them one at a time at the highest level
 * (one core at most, the other left to requests), each replacing its quick forms when done, as long as
 * `isCurrent()` says the snapshot is still served.
 */
export function pageSnapshot(
  site: RenderedSite,
  siteUrl: string,
  previous?: PageSnapshot,
): {
  snapshot: PageSnapshot;
  ready: Promise<unknown>;
  changed: number;
  refine: (isCurrent: () => boolean) => Promise<void>;
} {
  const placeholder = site.manifest.siteUrlPlaceholder;
  const earlier = new Map<string, ServedPage>();
  if (previous) {
    for (const page of [...previous.pages.values(), previous.shell]) earlier.set(page.text, page);
  }
  const fresh: ServedPage[] = [];
  const served = (html: string): ServedPage => {
    const text = html.replaceAll(placeholder, siteUrl);
    const kept = earlier.get(text);
    if (kept) return kept;
    const body = Buffer.from(text);
    const page: ServedPage = { text, encoded: previous ? compressQuickly(body) : compressBoth(body) };
    fresh.push(page);
    return page;
  };
  const pages = new Map(site.pages.map((page) => [page.path, served(page.html)]));
  const shell = served(site.shell);
  const snapshot: PageSnapshot = {
    pages,
    shell,
    clientOnly: new Set(site.manifest.clientOnlyPaths),
    listedPaths: [...pages.keys()].filter((page) => !unlistedPagePaths.includes(page)),
    inlineStyleHashes: site.manifest.inlineStyleHashes,
    documentsHash: site.manifest.documentsHash,
  };
  const refine = async (isCurrent: () => boolean) => {
    if (!previous) return;
    for (const page of fresh) {
      if (!isCurrent()) return;
      const best = await compressBoth(Buffer.from(page.text));
      page.encoded = Promise.resolve(best);
    }
  };
  return { snapshot, ready: Promise.all(fresh.map((page) => page.encoded)), changed: fresh.length, refine };
}
