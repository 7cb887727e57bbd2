import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import SqliteDatabase from 'better-sqlite3';
import { extract } from 'tar-stream';
import { DataSource } from 'typeorm';
import { sqliteFile, sqliteSource } from '../db/database';
import { migrations } from '../db/migrations';
import { backupFolder, manifestName, type BackupConfig, type Manifest } from '../modules/backup';
import { everyRow } from './backup-drill';

type Place = Pick<BackupConfig, 'dataDir' | 'databaseUrl'>;

/** The archives in the backups folder, by full path, oldest first (their names sort by time). */
export function backupsIn(config: Pick<BackupConfig, 'dataDir' | 'backupDir'>): string[] {
  const folder = backupFolder(config);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.tar.gz'))
    .sort()
    .map((name) => path.join(folder, name));
}

/** An archive's manifest, read from the archive itself. */
export async function manifestOf(archive: string): Promise<Manifest> {
  const reader = extract();
  const reading = pipeline(fs.createReadStream(archive), zlib.createGunzip(), reader);
  let manifest: Manifest | undefined;
  for await (const entry of reader) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
    if (entry.header.name === manifestName) manifest = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  }
  await reading;
  if (!manifest) throw new Error(`${archive} has no ${manifestName}`);
  return manifest;
}

function dataSourceOver(place: Place): DataSource {
  return place.databaseUrl
    ? new DataSource({ type: 'postgres', url: place.databaseUrl, migrations, extra: { max: 1 } })
    : new DataSource({ ...sqliteSource(place.dataDir), migrations });
}

/** Takes the database back one release's step: the newest migration undone by its own `down`, and unrecorded. */
export async function undoLastMigration(place: Place): Promise<string> {
  const source = await dataSourceOver(place).initialize();
  try {
    const [{ name }] = await source.query('SELECT name FROM migrations ORDER BY id DESC LIMIT 1');
    await source.undoLastMigration();
    return name;
  } finally {
    await source.destroy();
  }
}

/** The migrations the database has recorded, in the order they ran. */
export async function recordedMigrations(place: Place): Promise<string[]> {
  const source = await dataSourceOver(place).initialize();
  try {
    const rows: Array<{ name: string }> = await source.query('SELECT name FROM migrations ORDER BY id');
    return rows.map((row) => row.name);
  } finally {
    await source.destroy();
  }
}

/**
 * The database as a person comparing two copies would see it: every table's definition and every row. Sequences
 * are left out: PostgreSQL never takes back a number handed out, even in a transaction rolled back.
 */
export async function databaseAsItIs(place: Place): Promise<{ schema: string[]; rows: Record<string, string[]> }> {
  const { '(sequences)': _sequences, ...rows } = await everyRow(place);
  return { schema: await schemaOf(place), rows };
}

async function schemaOf(place: Place): Promise<string[]> {
  if (!place.databaseUrl) {
    const db = new SqliteDatabase(sqliteFile(place.dataDir), { readonly: true, fileMustExist: true });
    try {
      const entries = db.prepare('SELECT type, name, sql FROM sqlite_master ORDER BY type, name').all();
      return entries.map((entry) => JSON.stringify(entry));
    } finally {
      db.close();
    }
  }
  const source = await dataSourceOver(place).initialize();
  try {
    const columns: Array<Record<string, unknown>> = await source.query(
      `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
        WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
    );
    const constraints: Array<Record<string, unknown>> = await source.query(
      `SELECT conrelid::regclass::text AS "table", conname, pg_get_constraintdef(c.oid) AS definition
         FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE n.nspname = current_schema() ORDER BY 1, 2`,
    );
    const indexes: Array<Record<string, unknown>> = await source.query(
      'SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() ORDER BY indexname',
    );
    return [...columns, ...constraints, ...indexes].map((row) => JSON.stringify(row));
  } finally {
    await source.destroy();
  }
}
