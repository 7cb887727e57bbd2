import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { Readable } from 'node:stream';
import { once } from 'node:events';
import { DataSource, type QueryRunner } from 'typeorm';
import { runMigrationsOnce } from '../../db/migration-lock';
import { migrations } from '../../db/migrations';
import type { ArchiveWriter } from './archive';
import type { DatabaseSnapshot } from './sqlite-snapshot';

/**
 * PostgreSQL is exported through the product's own driver, one JSON object per row and one file per table, so a
 * backup needs no pg_dump whose version matches the server's. PostgreSQL writes each row (`row_to_json`) and
 * reads it back (`json_populate_recordset`) by the table's own column types: timestamps keep their
 * microseconds, numbers their digits, bytes their bytes.
 */
const tableEntry = (table: string) => `database/${table}.jsonl`;
const sequencesEntry = 'database/sequences.json';
const rowsPerFetch = 500;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A connection of the backup's own, without migrations: a backup never changes the schema under a server. */
export function postgresSource(url: string, migrationsToRun: Function[] = []): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    migrations: migrationsToRun,
    migrationsRun: false,
    synchronize: false,
    // Two: migrations run on one connection while another holds their lock.
    extra: { max: 2 },
  });
}

async function tablesOf(runner: QueryRunner): Promise<string[]> {
  const rows: Array<{ table_name: string }> = await runner.query(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

/** How many tables the database already has: a restore goes into an empty one only. */
export async function countPostgresTables(url: string): Promise<number> {
  const source = await postgresSource(url).initialize();
  try {
    const runner = source.createQueryRunner();
    try {
      return (await tablesOf(runner)).length;
    } finally {
      await runner.release();
    }
  } finally {
    await source.destroy();
  }
}

/**
 * Every table of the schema, read in one REPEATABLE READ transaction: all of them as one moment saw them, while
 * the server keeps writing. Each table goes through a file in `staging` (a tar entry states its size first).
 */
export async function exportPostgres(
  source: DataSource,
  staging: string,
  writer: ArchiveWriter,
): Promise<DatabaseSnapshot> {
  const runner = source.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const tables: Record<string, number> = {};
    for (const table of await tablesOf(runner)) {
      const file = path.join(staging, `${table}.jsonl`);
      tables[table] = await writeRows(runner, table, file);
      await writer.add(tableEntry(table), fs.statSync(file).size, fs.createReadStream(file));
      fs.rmSync(file);
    }
    // Not transactional: read now, each is at least as far on as the rows above, so no id is ever handed out twice.
    const sequences: Array<{ name: string; value: string }> = await runner.query(
      `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences
        WHERE schemaname = current_schema() AND last_value IS NOT NULL ORDER BY sequencename`,
    );
    const sequenceBytes = Buffer.from(JSON.stringify(Object.fromEntries(sequences.map((s) => [s.name, s.value]))));
    await writer.add(sequencesEntry, sequenceBytes.length, [sequenceBytes]);
    const [last]: Array<{ name: string }> = await runner.query('SELECT name FROM migrations ORDER BY id DESC LIMIT 1');
    await runner.query('COMMIT');
    return { schemaVersion: last.name, tables };
  } catch (error) {
    await runner.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
  }
}

async function writeRows(runner: QueryRunner, table: string, file: string): Promise<number> {
  const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
  const closed = once(out, 'close');
  let count = 0;
  try {
    await runner.query(
      `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${quoted(table)} t`,
    );
    for (;;) {
      const rows: Array<{ row: string }> = await runner.query(`FETCH ${rowsPerFetch} FROM backup_rows`);
      for (const { row } of rows) {
        if (!out.write(`${row}\n`)) await once(out, 'drain');
      }
      count += rows.length;
      if (rows.length < rowsPerFetch) break;
    }
    await runner.query('CLOSE backup_rows');
  } finally {
    out.end();
    await closed;
  }
  return count;
}

/**
 * Loads a PostgreSQL backup into an empty database: the schema as the archive had it (this release's migrations
 * up to the archive's last), then every table's rows in one transaction. The foreign keys are set aside while
 * the rows go in, in whatever order the tables come, and put back before the commit, which checks every row.
 */
export class PostgresLoader {
  private constructor(
    private readonly source: DataSource,
    private readonly runner: QueryRunner,
    private readonly foreignKeys: Array<{ table: string; name: string; definition: string }>,
  ) {}

  static async open(url: string, schemaVersionIndex: number): Promise<PostgresLoader> {
    const source = await postgresSource(url, migrations.slice(0, schemaVersionIndex + 1)).initialize();
    try {
      await runMigrationsOnce(source);
      const runner = source.createQueryRunner();
      await runner.connect();
      await runner.query('BEGIN');
      const foreignKeys: Array<{ table: string; name: string; definition: string }> = await runner.query(
        `SELECT c.conrelid::regclass::text AS "table", c.conname AS name, pg_get_constraintdef(c.oid) AS definition
           FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
          WHERE c.contype = 'f' AND n.nspname = current_schema()`,
      );
      for (const key of foreignKeys) await runner.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${quoted(key.name)}`);
      // What the migrations themselves wrote (settings' first rows, their own log) gives way to the archive's.
      const tables = await tablesOf(runner);
      if (tables.length > 0) await runner.query(`TRUNCATE ${tables.map(quoted).join(', ')}`);
      return new PostgresLoader(source, runner, foreignKeys);
    } catch (error) {
      await source.destroy();
      throw error;
    }
  }

  /** Takes one database entry of the archive; false when the name is not one of a PostgreSQL backup's. */
  async load(name: string, bytes: AsyncIterable<Buffer>): Promise<boolean> {
    if (name === sequencesEntry) {
      const chunks: Buffer[] = [];
      for await (const chunk of bytes) chunks.push(chunk);
      const sequences = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, string>;
      for (const [sequence, value] of Object.entries(sequences)) {
        await this.runner.query('SELECT setval(quote_ident($1)::regclass, $2::bigint, true)', [sequence, value]);
      }
      return true;
    }
    const table = /^database\/([a-z0-9_]+)\.jsonl$/.exec(name)?.[1];
    if (!table) return false;
    let batch: string[] = [];
    const insert = async () => {
      if (batch.length === 0) return;
      await this.runner.query(
        `INSERT INTO ${quoted(table)} SELECT * FROM json_populate_recordset(NULL::${quoted(table)}, $1::json)`,
        [`[${batch.join(',')}]`],
      );
      batch = [];
    };
    for await (const line of readline.createInterface({ input: Readable.from(bytes), crlfDelay: Infinity })) {
      if (line === '') continue;
      batch.push(line);
      if (batch.length >= rowsPerFetch) await insert();
    }
    await insert();
    return true;
  }

  async finish(): Promise<void> {
    for (const key of this.foreignKeys) {
      await this.runner.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${quoted(key.name)} ${key.definition}`);
    }
    await this.runner.query('COMMIT');
    await this.runner.release();
    await this.source.destroy();
  }

  /** After a failure: nothing of the rows stays (the schema the migrations made does). */
  async abandon(): Promise<void> {
    if (!this.runner.isReleased) {
      await this.runner.query('ROLLBACK').catch(() => undefined);
      await this.runner.release();
    }
    if (this.source.isInitialized) await this.source.destroy();
  }
}
