import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { prerenderManifestFile, unlistedPagePaths, type PrerenderManifest, type RenderedSite } from '@coop/contract';
import { compressBoth, type Encoding } from './compressed-responses';

const brotliQuickly = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A page as sent: SITE_URL in place, and its compressed forms, made at the highest levels when first needed unless
 * quicker ones were given in the meantime (a page rendered again, which must not wait for those).
 */
export class ServedPage {
  private forms: Promise<Record<Encoding, Buffer>> | undefined;

  constructor(readonly text: string) {}

  get encoded(): Promise<Record<Encoding, Buffer>> {
    this.forms ??= compressBoth(Buffer.from(this.text));
    return this.forms;
  }

  set encoded(forms: Promise<Record<Encoding, Buffer>>) {
    this.forms = forms;
  }
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
 * compressed forms. Without `previous` (the built pages, at start) the others are compressed at the highest levels
 * when first asked for. With it (a change published while serving), they are compressed quickly on the thread
 * pool, never on the thread that answers requests, so `ready` settles within milliseconds; `refine()` then
 * compresses them one at a time at the highest levels (one core at most, the other left to requests), each
 * replacing its quick forms, as long as `isCurrent()` says the snapshot is still served.
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
    const page = new ServedPage(text);
    if (previous) page.encoded = compressQuickly(Buffer.from(text));
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
    for (const page of fresh) {
      if (!isCurrent()) return;
      page.encoded = Promise.resolve(await compressBoth(Buffer.from(page.text)));
    }
  };
  return {
    snapshot,
    ready: previous ? Promise.all(fresh.map((page) => page.encoded)) : Promise.resolve(),
    changed: fresh.length,
    refine,
  };
}
