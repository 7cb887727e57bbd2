// Where a link may lead, one rule for every field that takes an address or a path on this site.

/**
 * A path on this site: one leading slash, and no backslash anywhere. `//host/x` and `/\host/x` look like paths, but
 * browsers open them on another host, so they are refused rather than shown as the site's own pages.
 */
export function isSitePath(text: string): boolean {
  return text.startsWith('/') && !/^\/[/\\]/.test(text) && !text.includes('\\');
}

/** The start of a web address on another host: http:// or https:// and then the host itself. */
export function isExternalAddress(text: string): boolean {
  return /^https?:\/\/[^/\\\s]/i.test(text);
}

/** What a news item's link, a redirect or any other link field takes: a web address or a path on this site. */
export function isLinkTarget(text: string): boolean {
  return isSitePath(text) || isExternalAddress(text);
}

export const linkTargetMessage =
  'must be a web address (http:// or https://) or a path on this site starting with one /';
