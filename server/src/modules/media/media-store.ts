import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { type ByteStore, type OpenedBytes, siteFilePrefix } from '../files';

/**
 * Files the site serves under /content that were made by the server (uploaded pictures in every size, the
 * PDFs remade with new contact details), kept in the same store as uploaded files so every instance serves
 * them, under names the uploads' start-up clean-up leaves alone.
 */
export class MediaStore {
  constructor(
    private readonly store: ByteStore,
    /** This instance's temporary folder: the store takes files, not buffers. */
    private readonly tempDir: string,
  ) {}

  /** Keeps `bytes` under `name` (`images-<file>` or `documents-<file>`), replacing what was there. */
  async put(name: string, bytes: Buffer): Promise<void> {
    const tempPath = path.join(this.tempDir, randomUUID());
    await fsp.writeFile(tempPath, bytes, { flag: 'wx' });
    try {
      await this.store.put(siteFilePrefix + name, { path: tempPath, size: bytes.length });
    } finally {
      await fsp.rm(tempPath, { force: true });
    }
  }

  read(name: string): Promise<OpenedBytes | undefined> {
    return this.store.read(siteFilePrefix + name);
  }

  remove(name: string): Promise<void> {
    return this.store.delete(siteFilePrefix + name);
  }
}
