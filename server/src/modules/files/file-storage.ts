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
import type { FileStorageConfig } from '../../config';
import { FolderStore, type ByteStore, type OpenedBytes } from './byte-store';
import { S3Store } from './s3-store';

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
 * Temporary files older than this are leftovers that no instance is still writing or checking. Several instances
 * may share `DATA_DIR` (and always share the store), so a start must not take another instance's upload in
 * progress: a file being received is written to at least every few seconds, a stalled one is let go when its
 * request runs out of time (`requestTimeoutMs`, under half an hour), and an accepted one is handed to the store
 * within moments of its last byte. An hour is beyond all three, and a crash's leftovers still go at the next
 * start after it.
 */
export const leftoverGraceMs = 60 * 60 * 1000;

/**
 * The start of every name under which the server keeps files of its own in the store (the site's uploaded
 * pictures, its remade documents); an upload's random id never begins so. Those have no row here, and are
 * not this clean-up's to judge.
 */
export const siteFilePrefix = 'content-';

/** The store `FILE_STORAGE` names: the folder `DATA_DIR/files` by default, or S3-compatible object storage. */
export function createByteStore(config: FileStorageConfig, dataDir: string): ByteStore {
  return config.kind === 's3' ? new S3Store(config) : new FolderStore(path.join(dataDir, 'files'));
}

/** What the start-up reconciliation found in the store and the temporary folder. */
export interface Reconciliation {
  /** Temporary files older than the grace period, removed. */
  tempRemoved: number;
  /** Stored bytes without a row, older than the grace period: removed. */
  orphansRemoved: string[];
  /** Stored bytes without a row, too recent to judge: an upload on another instance may be inserting its row. */
  orphansKept: string[];
  /** Rows whose bytes are not in the store. */
  rowsWithoutBytes: string[];
}

/**
 * Uploaded bytes: streamed into this machine's `DATA_DIR/tmp`, checked there, then handed to the store under a
 * random id once accepted. Nothing here is ever served as a static file.
 */
export class FileStorage {
  readonly tempDir: string;

  constructor(
    dataDir: string,
    readonly store: ByteStore,
  ) {
    this.tempDir = path.join(dataDir, 'tmp');
    fs.mkdirSync(this.tempDir, { recursive: true });
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

  /** Hands an accepted file to the store; returns its new id. */
  async keep(received: ReceivedFile): Promise<string> {
    const storedId = randomUUID();
    await this.store.put(storedId, { path: received.tempPath, size: received.size });
    return storedId;
  }

  /**
   * Opens stored bytes before anything is answered, so that bytes gone missing become a proper refusal
   * instead of a download cut off after its headers; undefined when they are not there.
   */
  read(storedId: string): Promise<OpenedBytes | undefined> {
    return this.store.read(storedId);
  }

  discard(received: ReceivedFile): Promise<void> {
    return fsp.rm(received.tempPath, { force: true });
  }

  remove(storedId: string): Promise<void> {
    return this.store.delete(storedId);
  }

  /**
   * At start: what a crash left behind, here and in the store. `storedIds` must be read before this runs: an
   * upload that lands in between then shows as recent bytes without a row, which are kept, never as a row
   * without bytes. Bytes without a row are removed only past the grace period; rows without bytes are only
   * reported (the caller decides).
   */
  async reconcile(storedIds: ReadonlySet<string>, now = Date.now()): Promise<Reconciliation> {
    let tempRemoved = 0;
    for (const name of await fsp.readdir(this.tempDir)) {
      const file = path.join(this.tempDir, name);
      const stat = await fsp.stat(file).catch(() => undefined);
      if (stat && now - stat.mtimeMs > leftoverGraceMs) {
        await fsp.rm(file, { force: true, recursive: true });
        tempRemoved++;
      }
    }
    const stored = await this.store.list();
    const present = new Set(stored.map((entry) => entry.storedId));
    const orphansRemoved: string[] = [];
    const orphansKept: string[] = [];
    for (const entry of stored) {
      if (storedIds.has(entry.storedId) || entry.storedId.startsWith(siteFilePrefix)) continue;
      if (now - entry.modifiedAt.getTime() > leftoverGraceMs) {
        await this.store.delete(entry.storedId);
        orphansRemoved.push(entry.storedId);
      } else {
        orphansKept.push(entry.storedId);
      }
    }
    const rowsWithoutBytes = [...storedIds].filter((id) => !present.has(id));
    return { tempRemoved, orphansRemoved, orphansKept, rowsWithoutBytes };
  }
}
