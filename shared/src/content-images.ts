// Images staff upload into the site's content (a news item's picture): the sizes every one is made in, the
// addresses they are served at, and the refusals an upload can meet.

/** The widths a landscape picture is made in, as the site's own illustrations are; none wider than the upload. */
export const contentImageWidths = [480, 800, 1200] as const;

/** The formats each width is made in, best first: the page offers them in this order. */
export const contentImageFormats = ['avif', 'webp', 'jpg'] as const;
export type ContentImageFormat = (typeof contentImageFormats)[number];

/** Larger than any phone photo; a picture is made smaller anyway, so a bigger file only costs time. */
export const maxContentImageBytes = 20 * 1024 * 1024;

/**
 * The most pixels an upload may have: more than a 48-megapixel phone camera's photo (8,064 × 6,048), and few
 * enough that decoding one costs a few seconds and a couple of hundred MB rather than the server's memory.
 */
export const maxContentImagePixels = 50_000_000;

/** Where one size of a site image is served: `/content/images/<id>-<width>.<format>`. */
export function contentImagePath(id: string, width: number, format: ContentImageFormat): string {
  return `/content/images/${id}-${width}.${format}`;
}

/** One entry of images.json, as the pages read it. */
export interface ContentImageEntry {
  alt: string;
  width: number;
  height: number;
  widths: number[];
  formats: ContentImageFormat[];
}

export const contentImageMessages = {
  notAnImage: 'This file is not a picture the site can show. Please upload a JPEG, PNG, WebP or AVIF image.',
  tooLarge: 'This picture is too large. The largest picture you can upload is 20 MB.',
  tooManyPixels:
    'This picture has more pixels than the site can use (over 50 megapixels). Please upload a smaller copy, such as the one your phone or camera shares by e-mail.',
  altRequired: 'Please describe the picture for people who cannot see it.',
  altTooLong: 'Please keep the description of the picture under 300 characters.',
} as const;

export const maxContentImageAltLength = 300;
