import fs from 'node:fs';
import path from 'node:path';
import { archiveName, backupFolder } from './manifest';

/** One finished archive where backups are kept. */
export interface ShelvedBackup {
  /** The archive's name, `coop-2026-11-28T020000Z.tar.gz`. */
  name: string;
  size: number;
  /** The moment of its snapshot, read back from its name. */
  takenAt: Date;
}

/**
 * Where finished archives are kept (a folder, by default `DATA_DIR/backups`), and what the scheduled backups'
 * retention and a restore need of that place: put one, list them, remove one, read one back.
 */
export interface BackupShelf {
  /** The place as an operator names it, for messages: a folder's path. */
  readonly place: string;
  /** A folder on this machine where an archive is written before it is put on the shelf. */
  staging(): string;
  /** Puts a finished archive on the shelf under a name no other archive has; answers where it now is. */
  put(finished: string, takenAt: Date): Promise<string>;
  /** Every finished archive, oldest first. */
  list(): Promise<ShelvedBackup[]>;
  remove(name: string): Promise<void>;
}

const shelvedName = /^coop-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})Z(?:-\d+)?\.tar\.gz$/;

/** The snapshot's moment of an archive named by `archiveName`, or undefined for any other file. */
export function takenAtOf(name: string): Date | undefined {
  const match = shelvedName.exec(name);
  return match ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`) : undefined;
}

export type ShelfConfig = { dataDir: string; backupDir: string | undefined };

export function openShelf(config: ShelfConfig): BackupShelf {
  return new FolderShelf(backupFolder(config));
}

/** Archives in a folder of this machine, readable by the server's user only. */
class FolderShelf implements BackupShelf {
  constructor(readonly place: string) {}

  staging(): string {
    // In the folder itself, so that putting an archive there is a link on one file system, never a copy.
    fs.mkdirSync(this.place, { recursive: true, mode: 0o700 });
    return fs.mkdtempSync(path.join(this.place, '.staging-'));
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
    return shelved.sort(
      (a, b) =>
        a.takenAt.getTime() - b.takenAt.getTime() || a.name.length - b.name.length || a.name.localeCompare(b.name),
    );
  }

  async remove(name: string): Promise<void> {
    if (!takenAtOf(name)) throw new Error(`${name} is not the name of a backup`);
    fs.rmSync(path.join(this.place, name), { force: true });
  }
}
