import fs from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import type { ArchiveWriter } from './archive';
import { BackupRefusal, backupMessages } from './backup-messages';

/** The one entry of a SQLite backup's database: the database file itself, as `VACUUM INTO` wrote it. */
export const sqliteEntry = 'database/coop.sqlite';

export interface DatabaseSnapshot {
  schemaVersion: string;
  tables: Record<string, number>;
}

/**
 * A consistent copy of the live database file, taken on a connection of its own while the server keeps writing.
 * `VACUUM INTO` reads the whole database in one read transaction, which WAL lets run beside the writer, so the
 * copy is the database as one moment saw it. (SQLite's online backup API would start over each time the server
 * wrote during the copy, and on a busy server might never finish.)
 */
export async function snapshotSqlite(file: string, into: string, writer: ArchiveWriter): Promise<DatabaseSnapshot> {
  if (!fs.existsSync(file)) throw new BackupRefusal('NO_DATABASE', backupMessages.noDatabase(file));
  const live = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    live.prepare('VACUUM INTO ?').run(into);
  } finally {
    live.close();
  }
  const snapshot = describeSqlite(into);
  await writer.add(sqliteEntry, fs.statSync(into).size, fs.createReadStream(into));
  return snapshot;
}

/** The last migration a SQLite database ran and its rows per table. */
function describeSqlite(file: string): DatabaseSnapshot {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const schemaVersion = db.prepare('SELECT name FROM migrations ORDER BY id DESC LIMIT 1').pluck().get() as string;
    const names = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .pluck()
      .all() as string[];
    const tables: Record<string, number> = {};
    for (const name of names) {
      tables[name] = db
        .prepare(`SELECT count(*) FROM "${name.replace(/"/g, '""')}"`)
        .pluck()
        .get() as number;
    }
    return { schemaVersion, tables };
  } finally {
    db.close();
  }
}
