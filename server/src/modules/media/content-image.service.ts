import {
  contentImageFormats,
  contentImageMessages,
  fileMessages,
  maxContentImageAltLength,
  maxContentImageBytes,
  type ContentImageEntry,
} from '@coop/contract';
import { AppError } from '../../errors';
import type { FileService, UploadSource } from '../files';
import type { RequestContext } from '../accounts';
import type { ContentImage } from './content-image';
import type { ContentEditor } from './content-access';
import { newImageId } from './image-id';
import { imageKindOf } from './image-kind';
import { makeImageVariants, type ImageVariant } from './image-variants';
import { withImageEntry } from './images-json';
import type { MediaStore } from './media-store';

/** The store's name for one size of an uploaded picture: its address under /content, flattened. */
export const imageFileName = (file: string) => `images-${file}`;
const variantFile = (id: string, variant: Pick<ImageVariant, 'width' | 'format'>) =>
  `${id}-${variant.width}.${variant.format}`;

/** The whole upload in memory, refused as soon as it passes the limit. */
async function readAll(source: UploadSource): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of source.stream) {
      size += (chunk as Buffer).length;
      if (size > maxContentImageBytes) throw new AppError('PAYLOAD_TOO_LARGE', contentImageMessages.tooLarge);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    // The parser keeps the rest of the request coming until it is read; a refusal must not stall it.
    source.stream.resume();
    throw error instanceof AppError ? error : new AppError('BAD_USER_INPUT', fileMessages.interrupted);
  }
  if (source.truncated()) throw new AppError('PAYLOAD_TOO_LARGE', contentImageMessages.tooLarge);
  if (size === 0) throw new AppError('BAD_USER_INPUT', fileMessages.empty, 'file');
  return Buffer.concat(chunks);
}

export function parseAlt(raw: string): string {
  const alt = raw.replace(/\s+/g, ' ').trim();
  if (!alt) throw new AppError('BAD_USER_INPUT', contentImageMessages.altRequired, 'alt');
  if (alt.length > maxContentImageAltLength) {
    throw new AppError('BAD_USER_INPUT', contentImageMessages.altTooLong, 'alt');
  }
  return alt;
}

/**
 * Pictures staff add to the site: checked by their bytes, made in the site's widths and formats, kept in the
 * file store, and listed in images.json as a new version of it.
 */
export class ContentImageService {
  constructor(
    private readonly files: FileService,
    private readonly media: MediaStore,
    private readonly content: ContentEditor,
  ) {}

  /**
   * Who may upload, checked before a byte is read: administrators and teachers, within the upload allowance
   * they share with file uploads (counted here).
   */
  start(ctx: RequestContext, rawAlt: string): Promise<void> {
    parseAlt(rawAlt);
    return this.files.startUpload(ctx);
  }

  async upload(ctx: RequestContext, rawAlt: string, source: UploadSource): Promise<ContentImage> {
    const author = ctx.user!;
    const alt = parseAlt(rawAlt);
    const bytes = await readAll(source);
    const made = imageKindOf(bytes) && (await makeImageVariants(bytes));
    if (!made) throw new AppError('UNSUPPORTED_MEDIA_TYPE', contentImageMessages.notAnImage, 'file');

    const id = newImageId(alt);
    const entry: ContentImageEntry = {
      alt,
      width: made.width,
      height: made.height,
      widths: made.widths,
      formats: [...contentImageFormats],
    };
    const stored: string[] = [];
    try {
      for (const variant of made.variants) {
        const name = imageFileName(variantFile(id, variant));
        await this.media.put(name, variant.bytes);
        stored.push(name);
      }
      await this.content.update('images.json', author, (current) => withImageEntry(current, id, entry));
    } catch (error) {
      // Nothing half-done: a picture is either listed with every size stored, or not there at all.
      await Promise.all(stored.map((name) => this.media.remove(name).catch(() => undefined)));
      throw error;
    }
    return { id, ...entry };
  }
}
