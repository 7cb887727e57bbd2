import { siteName } from '../config/site';

/** The document title for a page: "Page | Site", or the site name alone. */
export function formatPageTitle(pageTitle?: string): string {
  const trimmed = pageTitle?.trim();
  return trimmed ? `${trimmed} | ${siteName()}` : siteName();
}
