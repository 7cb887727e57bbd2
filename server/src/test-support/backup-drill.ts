import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import SqliteDatabase from 'better-sqlite3';
import { extract, pack } from 'tar-stream';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config';
import type { BackupConfig } from '../modules/backup';
import { createTestDatabase, testEngine, type TestDatabase } from './test-database';

/** An empty DATA_DIR and, on PostgreSQL, a fresh empty database: where a restore may go. */
export interface Place {
  config: BackupConfig;
  /** Removes the folder and drops the database. */
  remove(): Promise<void>;
}

export async function emptyPlace(): Promise<Place> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-restore-'));
  const database: TestDatabase | undefined = testEngine() === 'postgres' ? await createTestDatabase() : undefined;
  return {
    config: { ...loadConfig({}), dataDir, databaseUrl: database?.url, backupDir: undefined },
    async remove() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}

/**
 * Every row of every table (and, on PostgreSQL, every sequence's position), each row as the engine itself writes
 * it out, sorted: read from the database's own catalogue, so a table no test thought of is compared too.
 */
export async function everyRow(
  config: Pick<BackupConfig, 'dataDir' | 'databaseUrl'>,
): Promise<Record<string, string[]>> {
  if (!config.databaseUrl) {
    const db = new SqliteDatabase(path.join(config.dataDir, 'coop.sqlite'), { readonly: true, fileMustExist: true });
    try {
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();
      return Object.fromEntries(
        (tables as string[]).map((table) => [
          table,
          db
            .prepare(`SELECT * FROM "${table}"`)
            .all()
            .map((row) => JSON.stringify(row))
            .sort(),
        ]),
      );
    } finally {
      db.close();
    }
  }
  const source = await new DataSource({ type: 'postgres', url: config.databaseUrl, extra: { max: 1 } }).initialize();
  try {
    const tables: Array<{ name: string }> = await source.query(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const rows: Record<string, string[]> = {};
    for (const { name } of tables) {
      const found: Array<{ row: string }> = await source.query(`SELECT row_to_json(t)::text AS row FROM "${name}" t`);
      rows[name] = found.map(({ row }) => row).sort();
    }
    const sequences: Array<{ row: string }> = await source.query(
      `SELECT sequencename || ' ' || coalesce(last_value::text, '-') AS row FROM pg_sequences
        WHERE schemaname = current_schema() ORDER BY sequencename`,
    );
    rows['(sequences)'] = sequences.map(({ row }) => row);
    return rows;
  } finally {
    await source.destroy();
  }
}

/** The SHA-256 of every object in the folder store `DATA_DIR/files`, by name. */
export function storedBytes(dataDir: string): Record<string, string> {
  const folder = path.join(dataDir, 'files');
  return Object.fromEntries(
    fs
      .readdirSync(folder)
      .sort()
      .map((name) => [
        name,
        createHash('sha256')
          .update(fs.readFileSync(path.join(folder, name)))
          .digest('hex'),
      ]),
  );
}

/**
 * A copy of an archive with entries changed on the way (`change` answers the new bytes, or undefined to keep
 * them), packed and compressed again: a well-formed .tar.gz whose contents a test has tampered with.
 */
export async function repack(
  archive: string,
  into: string,
  change: (name: string, bytes: Buffer) => Buffer | undefined,
): Promise<void> {
  const reader = extract();
  const writer = pack();
  const reading = pipeline(fs.createReadStream(archive), zlib.createGunzip(), reader);
  const writing = pipeline(writer, zlib.createGzip(), fs.createWriteStream(into));
  for await (const entry of reader) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
    const bytes = Buffer.concat(chunks);
    writer.entry({ name: entry.header.name }, change(entry.header.name, bytes) ?? bytes);
  }
  writer.finalize();
  await Promise.all([reading, writing]);
}
