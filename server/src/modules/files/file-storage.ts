import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../errors';
import { typeFromName, type FileType, fileMessages, maxUploadBytes } from '@coop/contract';
import { contentMatches, signatureLength } from './file-types';

export interface UploadSource {
  stream: Readable;
  filename: string;
  /** Set by the multipart parser when it cut the file at its size limit. */
  truncated(): boolean;
}

/** A file fully received into the temporary folder, checked, and not yet stored. */
export interface ReceivedFile {
  tempPath: string;
  size: number;
  type: FileType;
  filename: string;
}

/** Counts bytes and stops past the limit, keeps the first bytes, and checks text files are text. */
class Inspector extends Transform {
  size = 0;
  head = Buffer.alloc(0);
  plainText = true;
  private readonly decoder: TextDecoder | undefined;

  constructor(checkText: boolean) {
    super();
    this.decoder = checkText ? new TextDecoder('utf-8', { fatal: true }) : undefined;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void) {
    this.size += chunk.length;
    if (this.size > maxUploadBytes) return done(new AppError('PAYLOAD_TOO_LARGE', fileMessages.tooLarge));
    if (this.head.length < signatureLength) this.head = Buffer.concat([this.head, chunk.subarray(0, signatureLength)]);
    if (this.decoder && this.plainText) {
      if (chunk.includes(0)) this.plainText = false;
      else
        try {
          this.decoder.decode(chunk, { stream: true });
        } catch {
          this.plainText = false;
        }
    }
    done(null, chunk);
  }

  override _flush(done: (error?: Error | null) => void) {
    if (this.decoder && this.plainText) {
      try {
        this.decoder.decode();
      } catch {
        this.plainText = false;
      }
    }
    done();
  }
}

/**
 * Uploaded bytes on disk: streamed into `tmp/`, renamed into `files/` under a
 * random id once accepted. Nothing here is ever served as a static file.
 */
export class FileStorage {
  readonly filesDir: string;
  readonly tempDir: string;

  constructor(dataDir: string) {
    this.filesDir = path.join(dataDir, 'files');
    this.tempDir = path.join(dataDir, 'tmp');
    fs.mkdirSync(this.filesDir, { recursive: true });
    fs.mkdirSync(this.tempDir, { recursive: true });
  }

  pathOf(storedId: string): string {
    return path.join(this.filesDir, storedId);
  }

  /** Streams the upload to a temporary file, refusing it (and leaving nothing) when too large or not what it claims. */
  async receive(source: UploadSource): Promise<ReceivedFile> {
    const type = typeFromName(source.filename);
    if (!type) {
      source.stream.resume();
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', fileMessages.typeNotAllowed);
    }
    const tempPath = path.join(this.tempDir, randomUUID());
    const inspector = new Inspector(type === 'txt');
    const { stream } = source;
    // The source is piped, not put in a pipeline: a refused upload must let the parser drain the rest of the
    // request (a destroyed part stream never ends, and busboy would then wait for it for ever).
    const written = pipeline(inspector, fs.createWriteStream(tempPath, { flags: 'wx' }));
    // Kept after receiving too: a part stream's late error (a client gone) must never go unheard and crash the process.
    stream.on('error', (error) => inspector.destroy(error));
    const overLimit = () => inspector.destroy(new AppError('PAYLOAD_TOO_LARGE', fileMessages.tooLarge));
    stream.once('limit', overLimit);
    stream.pipe(inspector);
    try {
      await written;
      if (source.truncated()) throw new AppError('PAYLOAD_TOO_LARGE', fileMessages.tooLarge);
      if (inspector.size === 0) throw new AppError('BAD_USER_INPUT', fileMessages.empty, 'file');
      if (!(await contentMatches(type, { head: inspector.head, plainText: inspector.plainText }, tempPath))) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', fileMessages.typeNotAllowed);
      }
      return { tempPath, size: inspector.size, type, filename: source.filename };
    } catch (error) {
      stream.unpipe(inspector);
      stream.resume();
      await fsp.rm(tempPath, { force: true });
      throw error;
    } finally {
      stream.off('limit', overLimit);
    }
  }

  /** Moves an accepted file into storage; returns its new id. */
  async keep(received: ReceivedFile): Promise<string> {
    const storedId = randomUUID();
    await fsp.rename(received.tempPath, this.pathOf(storedId));
    return storedId;
  }

  /**
   * Opens stored bytes before anything is answered, so that bytes gone missing become a proper refusal
   * instead of a download cut off after its headers; undefined when they are not there.
   */
  async read(storedId: string): Promise<fs.ReadStream | undefined> {
    try {
      return (await fsp.open(this.pathOf(storedId))).createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /** Which of these stored ids have no bytes in storage. */
  async missing(storedIds: readonly string[]): Promise<Set<string>> {
    const present = new Set(await fsp.readdir(this.filesDir));
    return new Set(storedIds.filter((id) => !present.has(id)));
  }

  discard(received: ReceivedFile): Promise<void> {
    return fsp.rm(received.tempPath, { force: true });
  }

  remove(storedId: string): Promise<void> {
    return fsp.rm(this.pathOf(storedId), { force: true });
  }

  /** At start: what a crash left behind, half-received files and stored bytes whose row never committed. */
  async sweep(storedIds: ReadonlySet<string>): Promise<number> {
    let removed = 0;
    for (const name of await fsp.readdir(this.tempDir)) {
      await fsp.rm(path.join(this.tempDir, name), { force: true, recursive: true });
      removed++;
    }
    for (const name of await fsp.readdir(this.filesDir)) {
      if (!storedIds.has(name)) {
        await fsp.rm(this.pathOf(name), { force: true });
        removed++;
      }
    }
    return removed;
  }
}
