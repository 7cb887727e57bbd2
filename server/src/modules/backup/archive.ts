import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { extract as tarExtract, pack as tarPack } from 'tar-stream';
import { manifestName, type Manifest, type ManifestEntry } from './manifest';

/** Backups hold password hashes and families' details: readable by the server's own account only. */
const privateMode = 0o600;

/**
 * A .tar.gz written entry by entry, each hashed as it streams through: uploaded bytes go from the store into the
 * archive without a copy on disk. The manifest comes last, when every checksum is known.
 */
export class ArchiveWriter {
  readonly entries: ManifestEntry[] = [];
  private readonly pack = tarPack();
  private readonly written: Promise<void>;
  /** Rejects when the output fails (or is closed) under an entry being written, which would otherwise wait for ever. */
  private readonly closedEarly: Promise<never>;

  constructor(
    file: string,
    private readonly mtime: Date,
  ) {
    this.written = pipeline(
      this.pack,
      zlib.createGzip(),
      fs.createWriteStream(file, { flags: 'wx', mode: privateMode }),
    );
    // Seen by the next add() or finish(); unobserved until then, it must not end the process.
    this.written.catch(() => undefined);
    this.closedEarly = this.written.then(() => {
      throw new Error('the archive was closed while an entry was being written');
    });
    this.closedEarly.catch(() => undefined);
  }

  /** `size` must be the exact length of `bytes`: a tar header states it before the bytes. */
  async add(name: string, size: number, bytes: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<void> {
    const hash = createHash('sha256');
    let settle: (error?: Error | null) => void = () => {};
    const stored = new Promise<void>((resolve, reject) => {
      settle = (error) => (error ? reject(error) : resolve());
    });
    const entry = this.pack.entry({ name, size, mode: privateMode, mtime: this.mtime }, (error) => settle(error));
    const copy = async () => {
      for await (const chunk of bytes) {
        hash.update(chunk);
        if (!entry.write(chunk)) await once(entry, 'drain');
      }
      entry.end(undefined);
      await stored;
    };
    const copying = copy();
    // Whichever loses the race below may still fail afterwards; its failure is the one already reported.
    for (const settled of [stored, copying]) settled.catch(() => undefined);
    await Promise.race([copying, this.closedEarly]);
    this.entries.push({ name, size, sha256: hash.digest('hex') });
  }

  async finish(manifest: Manifest): Promise<void> {
    const bytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    this.pack.entry({ name: manifestName, size: bytes.length, mode: privateMode, mtime: this.mtime }, bytes);
    this.pack.finalize();
    await this.written;
  }

  /** Stops writing after a failure; the caller removes the partial file. */
  async abort(): Promise<void> {
    this.pack.destroy();
    await this.written.catch(() => undefined);
  }
}

export interface ArchiveEntry {
  name: string;
  size: number;
  /** Read it whole, or leave it: the next entry skips what was left. */
  bytes: AsyncIterable<Buffer>;
}

/** The entries of a .tar.gz, in order; a damaged file (bad gzip, cut short, not a tar) throws while iterating. */
export async function* archiveEntries(file: string): AsyncGenerator<ArchiveEntry> {
  const extract = tarExtract();
  const reading = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  reading.catch(() => undefined);
  try {
    for await (const entry of extract) {
      yield { name: entry.header.name, size: entry.header.size, bytes: entry as AsyncIterable<Buffer> };
      entry.resume();
    }
    await reading;
  } finally {
    extract.destroy();
  }
}

/** The SHA-256 of an entry's bytes and their count, reading it whole. */
export async function digest(bytes: AsyncIterable<Buffer>): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of bytes) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}
