// The public origin (SITE_URL) is known only when the server runs, not when the
// pages are pre-rendered. Pre-rendering writes this placeholder instead; the
// server replaces it in every page it sends (and in the data block the client
// reads back below).
export const SITE_URL_PLACEHOLDER = 'https://site-url.invalid';

let origin: string | undefined;

/** Set by the pre-renderer (placeholder) and by the client at start (from the page's data block). */
export function setSiteOrigin(value: string): void {
  origin = value.replace(/\/+$/, '');
}

/** The site's public origin, without a trailing slash. */
export function siteOrigin(): string {
  if (origin) return origin;
  // A page not pre-rendered (the dev server, the app shell) has no data block: the address bar is the best guess.
  return typeof window === 'undefined' ? SITE_URL_PLACEHOLDER : window.location.origin;
}

/** An absolute address on this site for a path such as `/classes`. */
export function absoluteUrl(path: string): string {
  return `${siteOrigin()}${path}`;
}
