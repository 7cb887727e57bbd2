import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Stored bytes opened for reading, with their length as the store knows it. */
export interface OpenedBytes {
  stream: Readable;
  size: number;
}

/** One stored object, as the start-up reconciler sees it. */
export interface StoredEntry {
  storedId: string;
  modifiedAt: Date;
}

/**
 * Where accepted bytes live, under the random id their row keeps. Every instance of the product that shares a
 * database must share this store too: a row written by one is read, downloaded and deleted by any other.
 */
export interface ByteStore {
  /** Said in the start-up log, so an operator sees which store a start reconciled. */
  readonly description: string;
  /**
   * Takes a checked file from this instance's temporary folder and keeps it under `storedId`. The temporary
   * file is gone afterwards (moved, or copied and removed).
   */
  put(storedId: string, file: { path: string; size: number }): Promise<void>;
  /** Undefined when there are no bytes under this id, so a lost file is a refusal and never a cut-off download. */
  read(storedId: string): Promise<OpenedBytes | undefined>;
  /** Removing what is not there is no error: two instances may purge the same file. */
  delete(storedId: string): Promise<void>;
  list(): Promise<StoredEntry[]>;
  /** Lets go of connections, at the app's close. */
  close?(): void;
}

/** The default: a folder on this machine (`DATA_DIR/files`); bytes arrive by a rename from `DATA_DIR/tmp`. */
export class FolderStore implements ByteStore {
  readonly description: string;

  constructor(private readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true });
    this.description = `the folder ${dir}`;
  }

  private pathOf(storedId: string): string {
    return path.join(this.dir, storedId);
  }

  put(storedId: string, file: { path: string }): Promise<void> {
    return fsp.rename(file.path, this.pathOf(storedId));
  }

  async read(storedId: string): Promise<OpenedBytes | undefined> {
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(this.pathOf(storedId));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  delete(storedId: string): Promise<void> {
    return fsp.rm(this.pathOf(storedId), { force: true });
  }

  async list(): Promise<StoredEntry[]> {
    const entries: StoredEntry[] = [];
    for (const name of await fsp.readdir(this.dir)) {
      // Gone between the listing and the stat: deleted by another instance, so not stored any more.
      const stat = await fsp.stat(this.pathOf(name)).catch(() => undefined);
      if (stat) entries.push({ storedId: name, modifiedAt: stat.mtime });
    }
    return entries;
  }
}
