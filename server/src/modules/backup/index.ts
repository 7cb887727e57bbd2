// The backup module's front door: what the rest of the server may use of it.
// One archive of the database, the stored files and a manifest of checksums and versions; its restore; the
// backups the server takes by itself on a schedule, and what is kept of them.
export { takenAtOf } from './archive-names';
export { backupBeforeMigrations } from './backup-before-migrations';
export { BackupRun } from './backup-run.entity';
export { BackupScheduler, defaultBackupScheduleSettings, type BackupScheduleSettings } from './backup-schedule';
export { BackupStatusResolver } from './backup-status.resolver';
export { BackupStatusService } from './backup-status.service';
export { takeBackupOffThread } from './backup-thread';
export { BackupRefusal, backupMessages, type BackupRefusalCode } from './backup-messages';
export { backupFolder, manifestName, releaseMigrations, releaseSchema, type Manifest } from './manifest';
export { restoreBackup, type RestoreResult } from './restore-backup';
export { archiveInS3 } from './s3-shelf';
export { openShelf, type BackupShelf, type LocalArchive, type ShelvedArchive, type ShelvedBackup } from './shelf';
export { takeBackup, type BackupConfig, type BackupResult } from './take-backup';
