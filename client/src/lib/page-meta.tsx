import { siteContent } from '../config/site';
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
export function PageMeta({ title, description, path, keywords = [], noindex = false }: PageMetaProps) {
  const site = siteContent();
  const fullTitle = formatPageTitle(title);
  const pageDescription = description ?? site.description;
  const url = absoluteUrl(path);
  const allKeywords = [...new Set([...keywords, ...site.keywords])].join(', ');

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={pageDescription} />
      <meta name="keywords" content={allKeywords} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={pageDescription} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={pageDescription} />
    </>
  );
}
