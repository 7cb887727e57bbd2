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
}

export const prerenderManifestFile = 'prerender-manifest.json';
