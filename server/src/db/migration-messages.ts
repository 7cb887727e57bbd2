/** Why a start stopped at its migrations, before serving: a line an administrator can act on. */
export type MigrationRefusalCode = 'MIGRATION_FAILED' | 'BACKUP_FAILED';

export class MigrationRefusal extends Error {
  constructor(
    readonly code: MigrationRefusalCode,
    message: string,
    options?: { cause: unknown },
  ) {
    super(message, options);
    this.name = 'MigrationRefusal';
  }
}

/** An error's own words, without a closing period: they are set inside a sentence of ours. */
export function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.trim().replace(/\.+$/, '') || 'no reason given';
}

export const migrationMessages = {
  backedUp: (pending: string[], file: string) =>
    `Backed up the database to ${file} before running ${pending.length === 1 ? 'migration' : 'migrations'} ${pending.join(', ')}`,
  failed: (migration: string | undefined, reason: string, backup: string | undefined) =>
    `The database was not changed: ${migration ? `migration ${migration}` : 'the migrations'} failed: ${reason}.` +
    (backup ? ` A backup taken just before is at ${backup}.` : ''),
  backupFailed: (reason: string) =>
    `The database was not changed: the backup taken before migrating failed: ${reason}. No migration ran; ` +
    'make room for the backup (BACKUP_DIR) and start again.',
};
