import { imageInfo, imageMimeType, imageSrcSet, imageUrl } from '../lib/images';

type ResponsiveImageProps = {
  /** An id from content/images.json. */
  id: string;
  /** How wide the image shows, for the browser to pick a file (`(min-width: 48rem) 50vw, 100vw`). */
  sizes: string;
  /**
   * Load at once and before other images (the first image a visitor sees, often the page's largest paint);
   * everything else loads when it comes near.
   */
  eager?: boolean;
  className?: string;
  /** Overrides the alt text from images.json; '' for a decorative image. */
  alt?: string;
};

/**
 * A <picture> offering AVIF, then WebP, then JPEG in every width there is, with
 * the intrinsic width and height so the page does not jump while it loads.
 */
export function ResponsiveImage({ id, sizes, eager = false, className, alt }: ResponsiveImageProps) {
  const info = imageInfo(id);
  const sources = info.formats.filter((format) => format !== 'jpg');
  const fallbackWidth = info.widths.find((width) => width >= 800) ?? Math.max(...info.widths);
  return (
    <picture className={className}>
      {sources.map((format) => (
        <source key={format} type={imageMimeType(format)} srcSet={imageSrcSet(id, format)} sizes={sizes} />
      ))}
      <img
        src={imageUrl(id, fallbackWidth, 'jpg')}
        srcSet={imageSrcSet(id, 'jpg')}
        sizes={sizes}
        width={info.width}
        height={info.height}
        alt={alt ?? info.alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}
