import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { prerenderManifestFile, unlistedPagePaths, type PrerenderManifest, type RenderedSite } from '@coop/contract';
import { compressBoth, type Encoding } from './compressed-responses';
import type { SiteChanges } from './page-renderer';

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
  /** The shell's name in the manifest. */
  shellFile: string;
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

function snapshotOf(manifest: PrerenderManifest, pages: Map<string, ServedPage>, shell: ServedPage): PageSnapshot {
  return {
    pages,
    shell,
    shellFile: manifest.shell,
    clientOnly: new Set(manifest.clientOnlyPaths),
    listedPaths: [...pages.keys()].filter((page) => !unlistedPagePaths.includes(page)),
    inlineStyleHashes: manifest.inlineStyleHashes,
    documentsHash: manifest.documentsHash,
  };
}

/** The pages the build rendered, SITE_URL in place, compressed at the highest levels when first asked for. */
export function builtSnapshot(site: RenderedSite, siteUrl: string): PageSnapshot {
  const served = (html: string) => new ServedPage(html.replaceAll(site.manifest.siteUrlPlaceholder, siteUrl));
  return snapshotOf(
    site.manifest,
    new Map(site.pages.map((page) => [page.path, served(page.html)])),
    served(site.shell),
  );
}

/**
 * The snapshot after a render: the pages it did not change as they are served in `previous`, compressed forms
 * included; the changed ones compressed quickly on the thread pool, never on the thread that answers requests, so
 * `ready` settles within milliseconds. `refine()` then compresses them one at a time at the highest levels (one
 * core at most, the other left to requests), each replacing its quick forms, as long as `isCurrent()` says the
 * snapshot is still served.
 */
export function changedSnapshot(
  { manifest, changed }: SiteChanges,
  previous: PageSnapshot,
): { snapshot: PageSnapshot; ready: Promise<unknown>; refine: (isCurrent: () => boolean) => Promise<void> } {
  const fresh: ServedPage[] = [];
  const served = (key: string, before: ServedPage | undefined): ServedPage => {
    const text = changed[key];
    if (text === undefined) {
      if (!before) throw new Error(`The render left ${key} unchanged, but it is not served`);
      return before;
    }
    const page = new ServedPage(text);
    page.encoded = compressQuickly(Buffer.from(text));
    fresh.push(page);
    return page;
  };
  const pages = new Map(manifest.pages.map((page) => [page.path, served(page.path, previous.pages.get(page.path))]));
  const snapshot = snapshotOf(manifest, pages, served(manifest.shell, previous.shell));
  const refine = async (isCurrent: () => boolean) => {
    for (const page of fresh) {
      if (!isCurrent()) return;
      page.encoded = Promise.resolve(await compressBoth(Buffer.from(page.text)));
    }
  };
  return { snapshot, ready: Promise.all(fresh.map((page) => page.encoded)), refine };
}
