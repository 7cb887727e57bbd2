/**
 * What the build's pre-render step (scripts/prerender.mjs) writes next to the built client as
 * `prerender-manifest.json`, and the server (and the precache step) read to serve the pages.
 */
export interface PrerenderManifest {
  /** The origin the pages were rendered with; replaced by SITE_URL when served. */
  siteUrlPlaceholder: string;
  /** The empty app shell, for every path without a page of its own. */
  shell: string;
  pages: { path: string; file: string }[];
  /** Routes the client renders itself (the guarded dashboard): the shell, with 200. */
  clientOnlyPaths: string[];
  /** CSP hashes of the style elements the pages carry (their stylesheet, inline). */
  inlineStyleHashes: string[];
  /** Names the content documents the pages were rendered from (the SSR entry's `documentsHash`). */
  documentsHash: string;
}

/** One page of the site as written: its address, its file under the built client, its HTML. */
export interface SitePage {
  path: string;
  file: string;
  html: string;
}

/**
 * The whole public site as the SSR entry's `renderSite` makes it, at build time into files and in the server
 * after a content change into memory: every public page, the app shell, and the manifest they are served by.
 */
export interface RenderedSite {
  pages: SitePage[];
  shell: string;
  manifest: PrerenderManifest;
  /** Paths with no route yet: served as the app shell. */
  skipped: string[];
}

export const prerenderManifestFile = 'prerender-manifest.json';
