import type { Engine } from './manifest';

/** Why a backup or a restore stopped before doing anything, in a line an administrator can act on. */
export type BackupRefusalCode =
  | 'NO_DATABASE'
  | 'TARGET_NOT_EMPTY'
  | 'ARCHIVE_UNREADABLE'
  | 'ARCHIVE_DAMAGED'
  | 'SCHEMA_NEWER'
  | 'SCHEMA_UNKNOWN'
  | 'ENGINE_MISMATCH';

export class BackupRefusal extends Error {
  constructor(
    readonly code: BackupRefusalCode,
    message: string,
  ) {
    super(message);
    this.name = 'BackupRefusal';
  }
}

const engineName: Record<Engine, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

export const backupMessages = {
  noDatabase: (file: string) => `Nothing to back up: there is no database at ${file} (check DATA_DIR)`,
  dataDirNotEmpty: (dataDir: string, found: string) =>
    `Refusing to restore: DATA_DIR ${dataDir} is not empty (it holds ${found}); restore only into an empty DATA_DIR`,
  databaseNotEmpty: (tables: number) =>
    `Refusing to restore: the database at DATABASE_URL is not empty (it has ${tables} tables); restore only into an empty database`,
  storageNotEmpty: (store: string) =>
    `Refusing to restore: the file storage ${store} is not empty; restore only into empty storage`,
  unreadable: (archive: string, reason: string) =>
    `Refusing to restore: ${archive} cannot be read as a backup (${reason}); nothing was restored`,
  damaged: (archive: string, entry: string, how: string) =>
    `Refusing to restore: ${archive} is damaged: ${entry} ${how}; nothing was restored`,
  schemaNewer: (schema: string, version: string, ours: string) =>
    `Refusing to restore: the archive's schema ${schema} (product version ${version}) is newer than this release's ${ours}; restore it with version ${version} or later`,
  schemaUnknown: (schema: string, version: string) =>
    `Refusing to restore: the archive's schema ${schema} (product version ${version}) is not one this release knows`,
  engineMismatch: (archive: Engine, target: Engine) =>
    `Refusing to restore: the archive holds a ${engineName[archive]} database but this server is set up for ${engineName[target]} (DATABASE_URL); restore it onto ${engineName[archive]}`,
};
