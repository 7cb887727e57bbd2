import sharp, { type Sharp } from 'sharp';
import { contentImageFormats, contentImageWidths, type ContentImageFormat } from '@coop/contract';

/** One size of one format of a picture, ready to store. */
export interface ImageVariant {
  width: number;
  format: ContentImageFormat;
  bytes: Buffer;
}

export interface ImageVariants {
  /** The largest width made, and the height that goes with it. */
  width: number;
  height: number;
  widths: number[];
  variants: ImageVariant[];
}

// Photo settings close to the ones the built illustrations use; AVIF at a lower effort, since a person waits for
// the upload to finish, and a phone photo at effort 6 takes seconds on a small server.
const encoders: Record<ContentImageFormat, (pipeline: Sharp) => Sharp> = {
  avif: (pipeline) => pipeline.avif({ quality: 55, effort: 4 }),
  webp: (pipeline) => pipeline.webp({ quality: 80, effort: 4 }),
  jpg: (pipeline) => pipeline.jpeg({ quality: 80, mozjpeg: true }),
};

/** Far more than any camera's picture, and few enough that decoding one cannot take the server's memory. */
const maxInputPixels = 100_000_000;

/** The widths to make: the site's usual ones no wider than the source, or the source's own width when narrower. */
export function widthsFor(sourceWidth: number): number[] {
  const widths = contentImageWidths.filter((width) => width <= sourceWidth);
  return widths.length > 0 ? widths : [sourceWidth];
}

/**
 * Every width and format of an uploaded picture, turned the way the camera held it, on white where it was
 * transparent (as the built images are), and without the camera's metadata (where a photo was taken).
 * Undefined when the bytes do not decode as a picture.
 */
export async function makeImageVariants(bytes: Buffer): Promise<ImageVariants | undefined> {
  const source = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' }).autoOrient();
  let width: number;
  let height: number;
  try {
    const metadata = await source.metadata();
    ({ width, height } = metadata.autoOrient);
  } catch {
    return undefined;
  }
  const widths = widthsFor(width);
  const variants: ImageVariant[] = [];
  try {
    for (const w of widths) {
      const resized = source.clone().resize({ width: w }).flatten({ background: '#ffffff' });
      for (const format of contentImageFormats) {
        variants.push({ width: w, format, bytes: await encoders[format](resized.clone()).toBuffer() });
      }
    }
  } catch {
    // Bytes that begin like a picture but break part-way through.
    return undefined;
  }
  const largest = Math.max(...widths);
  return { width: largest, height: Math.round((height * largest) / width), widths, variants };
}
