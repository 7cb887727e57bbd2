import type sharpFactory from 'sharp';
import type { Sharp } from 'sharp';
import {
  contentImageFormats,
  contentImageMessages,
  contentImageWidths,
  maxContentImagePixels,
  type ContentImageFormat,
} from '@coop/contract';
import { AppError } from '../../errors';
import { oneAtATime } from './one-at-a-time';

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

/**
 * sharp, loaded with the first picture rather than at start: libvips and its codecs are several MB of every
 * server's memory, and most servers make a picture rarely, some never.
 */
let loaded: Promise<typeof sharpFactory> | undefined;
function sharpLibrary(): Promise<typeof sharpFactory> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // libvips keeps the results of recent operations for reuse (up to 50 MB by default): an upload is made once,
    // so the cache only held memory back after each picture.
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

// A large picture takes a core and a few hundred MB while it is decoded; several at once took every core and
// memory the process did not give back. Uploads wait for each other instead, so requests keep being answered.
const decodeInLine = oneAtATime();

/** The widths to make: the site's usual ones no wider than the source, or the source's own width when narrower. */
export function widthsFor(sourceWidth: number): number[] {
  const widths = contentImageWidths.filter((width) => width <= sourceWidth);
  return widths.length > 0 ? widths : [sourceWidth];
}

/**
 * Every width and format of an uploaded picture, turned the way the camera held it, on white where it was
 * transparent (as the built images are), and without the camera's metadata (where a photo was taken).
 * Undefined when the bytes do not decode as a picture; refused, from its header alone, when it has more pixels
 * than a photo needs. One picture is made at a time; the others wait their turn.
 */
export async function makeImageVariants(bytes: Buffer): Promise<ImageVariants | undefined> {
  const sharp = await sharpLibrary();
  let width: number;
  let height: number;
  try {
    // Only the header is read here; sharp's own pixel limit would refuse a large picture as an unreadable one.
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    ({ width, height } = metadata.autoOrient);
  } catch {
    return undefined;
  }
  if (width * height > maxContentImagePixels) {
    throw new AppError('PAYLOAD_TOO_LARGE', contentImageMessages.tooManyPixels, 'file');
  }
  // The decoder enforces the same limit, in case a header understates what follows it.
  const source = sharp(bytes, { limitInputPixels: maxContentImagePixels, failOn: 'error' }).autoOrient();
  return decodeInLine(() => makeVariants(source, width, height));
}

async function makeVariants(source: Sharp, width: number, height: number): Promise<ImageVariants | undefined> {
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
