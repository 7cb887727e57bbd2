import { contentDocument } from '../content/content-store';

// content/images.json describes every picture: its alt text, intrinsic size, and
// the widths and formats written next to it as /content/images/<id>-<width>.<ext>.
export type ImageFormat = 'avif' | 'webp' | 'jpg';

export type ImageInfo = {
  alt: string;
  width: number;
  height: number;
  widths: number[];
  formats: ImageFormat[];
};

const mimeTypes: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

export function imageInfo(id: string): ImageInfo {
  const info = contentDocument<Record<string, ImageInfo>>('images.json')[id];
  if (!info) throw new Error(`content/images.json has no image "${id}"`);
  return info;
}

export function imageUrl(id: string, width: number, format: ImageFormat): string {
  return `/content/images/${id}-${width}.${format}`;
}

export function imageMimeType(format: ImageFormat): string {
  return mimeTypes[format];
}

/** `url 320w, url 640w, …` for one format. */
export function imageSrcSet(id: string, format: ImageFormat): string {
  return imageInfo(id)
    .widths.map((width) => `${imageUrl(id, width, format)} ${width}w`)
    .join(', ');
}

/** The widest JPEG: what social previews and old browsers get. */
export function largestJpeg(id: string): { url: string; width: number; height: number } {
  const info = imageInfo(id);
  const width = Math.max(...info.widths);
  return { url: imageUrl(id, width, 'jpg'), width, height: Math.round((info.height * width) / info.width) };
}
