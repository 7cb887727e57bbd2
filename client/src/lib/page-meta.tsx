import { SITE_DESCRIPTION, SITE_KEYWORDS, SITE_NAME } from '../config/site';
import { formatPageTitle } from './page-title';
import { absoluteUrl } from './site-url';

export type PageMetaProps = {
  /** The page's own title; the site name is appended. Omitted: the site name alone. */
  title?: string;
  /** Defaults to the site's description (content/site.json). */
  description?: string;
  /** The page's path (`paths.x.getHref()`): the canonical link and og:url. */
  path: string;
  /** Added to the site's keywords. */
  keywords?: readonly string[];
  /** Kept out of search engines: a page that only makes sense reached from a link. */
  noindex?: boolean;
};

/**
 * Every page's head tags: title, description, keywords, canonical link, Open Graph
 * and Twitter cards (the preview image, the same on every page, is in the page template). React 19 hoists these elements into <head>, both in the
 * browser and when pages are pre-rendered, and adopts the pre-rendered ones on
 * hydration. Render it once per page, in the route component.
 */
export function PageMeta({
  title,
  description = SITE_DESCRIPTION,
  path,
  keywords = [],
  noindex = false,
}: PageMetaProps) {
  const fullTitle = formatPageTitle(title);
  const url = absoluteUrl(path);
  const allKeywords = [...new Set([...keywords, ...SITE_KEYWORDS])].join(', ');

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={allKeywords} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
