import { DEFAULT_SOCIAL_IMAGE_ID, SITE_DESCRIPTION, SITE_KEYWORDS, SITE_NAME } from '../config/site';
import { imageInfo, largestJpeg } from './images';
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
  /** An image id from content/images.json for social previews; defaults to the site's. */
  image?: string;
  /** Kept out of search engines: a page that only makes sense reached from a link. */
  noindex?: boolean;
};

/**
 * Every page's head tags: title, description, keywords, canonical link, Open Graph
 * and Twitter cards. React 19 hoists these elements into <head>, both in the
 * browser and when pages are pre-rendered, and adopts the pre-rendered ones on
 * hydration. Render it once per page, in the route component.
 */
export function PageMeta({
  title,
  description = SITE_DESCRIPTION,
  path,
  keywords = [],
  image,
  noindex = false,
}: PageMetaProps) {
  const fullTitle = formatPageTitle(title);
  const url = absoluteUrl(path);
  const imageId = image ?? DEFAULT_SOCIAL_IMAGE_ID;
  const social = largestJpeg(imageId);
  const socialUrl = absoluteUrl(social.url);
  const socialAlt = imageInfo(imageId).alt;
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
      <meta property="og:image" content={socialUrl} />
      <meta property="og:image:width" content={String(social.width)} />
      <meta property="og:image:height" content={String(social.height)} />
      <meta property="og:image:alt" content={socialAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={socialUrl} />
      <meta name="twitter:image:alt" content={socialAlt} />
    </>
  );
}
