// The backup module's front door: what the rest of the server may use of it.
// One archive of the database, the stored files and a manifest of checksums and versions; its restore.
export { BackupRefusal, backupMessages, type BackupRefusalCode } from './backup-messages';
export { backupFolder, manifestName, releaseMigrations, releaseSchema, type Manifest } from './manifest';
export { restoreBackup, type RestoreResult } from './restore-backup';
export { openShelf, takenAtOf, type BackupShelf, type ShelvedBackup } from './shelf';
export { takeBackup, type BackupConfig, type BackupResult } from './take-backup';
