import type { BackupBeforeMigrations } from '../../db/migration-lock';
import { migrationMessages } from '../../db/migration-messages';
import { takeBackup, type BackupConfig } from './take-backup';

/**
 * What every command that opens the product's database hands `openDatabase`, the server and the content scripts
 * alike: an upgrade can be undone, because the whole product is backed up just before a migration runs on it.
 */
export function backupBeforeMigrations(config: BackupConfig, log: (line: string) => void): BackupBeforeMigrations {
  return async (pending) => {
    const { file } = await takeBackup(config);
    log(migrationMessages.backedUp(pending, file));
    return file;
  };
}
