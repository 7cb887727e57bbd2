import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config';
import { oldestFirst, refuseUnlessArchiveName, takenAtOf } from './archive-names';
import { archiveName, backupFolder } from './manifest';
import { S3Shelf } from './s3-shelf';
import { newStagingFolder } from './staging';

/** One finished archive where backups are kept. */
export interface ShelvedBackup {
  /** The archive's name, `coop-2026-11-28T020000Z.tar.gz`. */
  name: string;
  size: number;
  /** The moment of its snapshot, read back from its name. */
  takenAt: Date;
}

/** A shelved archive as a file on this machine, for as long as it is read. */
export interface LocalArchive {
  file: string;
  /** Where it is kept, for messages: its path, or its `s3://` address. */
  place: string;
  /** Done with it: a copy made to read it is removed. */
  release(): Promise<void>;
}

/**
 * Where finished archives are kept (a folder, by default `DATA_DIR/backups`, or S3-compatible storage), and what
 * the scheduled backups' retention and a restore need of that place: put one, list them, remove one, read one back.
 */
export interface BackupShelf {
  /** The place as an operator names it, for messages: a folder's path, or `s3://bucket/prefix`. */
  readonly place: string;
  /** A folder on this machine where an archive is written before it is put on the shelf. */
  staging(): string;
  /**
   * Puts a finished archive on the shelf under a name no other archive has; answers where it now is (a path, or
   * an `s3://` address that `npm run restore` takes). The staged file may be gone afterwards.
   */
  put(finished: string, takenAt: Date): Promise<string>;
  /** Every finished archive, oldest first. */
  list(): Promise<ShelvedBackup[]>;
  remove(name: string): Promise<void>;
  /** The archive `name` as a file on this machine (downloaded into staging, when the shelf is not a folder). */
  fetch(name: string): Promise<LocalArchive>;
}

/** An archive to restore that lies on a shelf. */
export interface ShelvedArchive {
  shelf: BackupShelf;
  name: string;
}

export type ShelfConfig = Pick<AppConfig, 'dataDir' | 'backupDir' | 'backupStorage'>;

/** `BACKUP_STORAGE` when set; otherwise the folder `BACKUP_DIR`, by default `DATA_DIR/backups`. */
export function openShelf(config: ShelfConfig): BackupShelf {
  return config.backupStorage
    ? new S3Shelf(config.backupStorage, backupFolder(config))
    : new FolderShelf(backupFolder(config));
}

/** Archives in a folder of this machine, readable by the server's user only. */
class FolderShelf implements BackupShelf {
  constructor(readonly place: string) {}

  staging(): string {
    // In the folder itself, so that putting an archive there is a link on one file system, never a copy.
    return newStagingFolder(this.place);
  }

  /** A hard link refuses a name taken, where a rename would replace that backup. */
  async put(finished: string, takenAt: Date): Promise<string> {
    for (let copy = 1; ; copy++) {
      const file = path.join(this.place, archiveName(takenAt, copy));
      try {
        fs.linkSync(finished, file);
        return file;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  }

  async list(): Promise<ShelvedBackup[]> {
    if (!fs.existsSync(this.place)) return [];
    const shelved: ShelvedBackup[] = [];
    for (const name of fs.readdirSync(this.place)) {
      const takenAt = takenAtOf(name);
      if (takenAt) shelved.push({ name, size: fs.statSync(path.join(this.place, name)).size, takenAt });
    }
    return oldestFirst(shelved);
  }

  async remove(name: string): Promise<void> {
    refuseUnlessArchiveName(name);
    fs.rmSync(path.join(this.place, name), { force: true });
  }

  /** The archive where it lies: read in place, nothing to remove after. */
  async fetch(name: string): Promise<LocalArchive> {
    refuseUnlessArchiveName(name);
    const file = path.join(this.place, name);
    return { file, place: file, release: async () => undefined };
  }
}
