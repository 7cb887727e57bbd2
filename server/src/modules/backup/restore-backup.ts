import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { openDatabase, sqliteFile } from '../../db/database';
import { createByteStore, type ByteStore } from '../files';
import { archiveEntries, digest } from './archive';
import { BackupRefusal, backupMessages } from './backup-messages';
import {
  archiveFormat,
  backupFolder,
  manifestName,
  releaseMigrations,
  releaseSchema,
  type Engine,
  type Manifest,
} from './manifest';
import { countPostgresTables, PostgresLoader } from './postgres-tables';
import type { LocalArchive, ShelvedArchive } from './shelf';
import { sqliteEntry } from './sqlite-snapshot';
import { fileEntryPrefix, type BackupConfig } from './take-backup';

export interface RestoreResult {
  manifest: Manifest;
  /** The migrations run after the rows went in, for an archive older than this release. */
  migrated: string[];
  files: number;
}

/**
 * Puts an archive back into an empty DATA_DIR, database and file store. Everything that can refuse does so
 * before the first byte is written: the target must be empty, every entry must match its checksum, and the
 * schema must be one this release knows. The rows go in as the archive's schema had them, then this release's
 * remaining migrations bring them up to date. The archive is a file's path, or one on a shelf (S3): that one is
 * downloaded once the target is known to be empty, and its copy removed at the end whatever happened.
 */
export async function restoreBackup(archive: string | ShelvedArchive, config: BackupConfig): Promise<RestoreResult> {
  await refuseUnlessEmpty(config);
  const local: LocalArchive =
    typeof archive === 'string'
      ? { file: archive, place: archive, release: async () => undefined }
      : await archive.shelf.fetch(archive.name);
  try {
    return await restoreFrom(local, config);
  } finally {
    await local.release();
  }
}

async function restoreFrom({ file, place }: LocalArchive, config: BackupConfig): Promise<RestoreResult> {
  const manifest = await verifiedManifest(file, place);
  const target: Engine = config.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.engine !== target) {
    throw new BackupRefusal('ENGINE_MISMATCH', backupMessages.engineMismatch(manifest.engine, target));
  }
  const schemaIndex = releaseMigrations.indexOf(manifest.schemaVersion);
  if (schemaIndex < 0) throw schemaRefusal(manifest);

  const store = createByteStore(config.fileStorage, config.dataDir);
  const loader = config.databaseUrl ? await PostgresLoader.open(config.databaseUrl, schemaIndex) : undefined;
  let files = 0;
  try {
    for await (const entry of archiveEntries(file)) {
      if (entry.name === manifestName) continue;
      if (entry.name.startsWith(fileEntryPrefix)) {
        await restoreFile(store, config.dataDir, entry.name.slice(fileEntryPrefix.length), entry.bytes);
        files++;
      } else if (entry.name === sqliteEntry && !loader) {
        await writeFile(sqliteFile(config.dataDir), entry.bytes);
      } else if (!(await loader?.load(entry.name, entry.bytes))) {
        throw new Error(`the archive's entry ${entry.name} is not one this release restores`);
      }
    }
    await loader?.finish();
  } catch (error) {
    await loader?.abandon();
    throw error;
  } finally {
    store.close?.();
  }
  // The rows are in; this release's later migrations run as at any start, and are then done.
  const db = await openDatabase(config, { entities: [] });
  await db.close();
  return { manifest, migrated: releaseMigrations.slice(schemaIndex + 1), files };
}

function schemaRefusal(manifest: Manifest): BackupRefusal {
  const stamp = (name: string) => Number(/\d+$/.exec(name)?.[0] ?? NaN);
  return stamp(manifest.schemaVersion) > stamp(releaseSchema)
    ? new BackupRefusal(
        'SCHEMA_NEWER',
        backupMessages.schemaNewer(manifest.schemaVersion, manifest.productVersion, releaseSchema),
      )
    : new BackupRefusal(
        'SCHEMA_UNKNOWN',
        backupMessages.schemaUnknown(manifest.schemaVersion, manifest.productVersion),
      );
}

/**
 * The target holds nothing: no file in DATA_DIR (the backups folder aside, where the archive may well lie), no
 * table in the PostgreSQL database, no object in the file store.
 */
async function refuseUnlessEmpty(config: BackupConfig): Promise<void> {
  const found = firstFile(config.dataDir, backupFolder(config));
  if (found) {
    throw new BackupRefusal(
      'TARGET_NOT_EMPTY',
      backupMessages.dataDirNotEmpty(config.dataDir, path.relative(config.dataDir, found)),
    );
  }
  if (config.databaseUrl) {
    const tables = await countPostgresTables(config.databaseUrl);
    if (tables > 0) throw new BackupRefusal('TARGET_NOT_EMPTY', backupMessages.databaseNotEmpty(tables));
  }
  if (config.fileStorage.kind === 's3') {
    const store = createByteStore(config.fileStorage, config.dataDir);
    try {
      if ((await store.list()).length > 0) {
        throw new BackupRefusal('TARGET_NOT_EMPTY', backupMessages.storageNotEmpty(store.description));
      }
    } finally {
      store.close?.();
    }
  }
}

/** The first file found under `dir`, leaving `skip` out; empty folders count as empty. */
function firstFile(dir: string, skip: string): string | undefined {
  if (!fs.existsSync(dir)) return undefined;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (full === skip) continue;
    const found = entry.isDirectory() ? firstFile(full, skip) : full;
    if (found) return found;
  }
  return undefined;
}

/**
 * Reads the whole archive once, checking every entry against the manifest, before anything is restored;
 * refusals name it by `place`, where the operator keeps it.
 */
async function verifiedManifest(file: string, place: string): Promise<Manifest> {
  const seen = new Map<string, { sha256: string; size: number }>();
  let manifestText: string | undefined;
  try {
    for await (const entry of archiveEntries(file)) {
      if (seen.has(entry.name) || (entry.name === manifestName && manifestText !== undefined)) {
        throw new BackupRefusal('ARCHIVE_DAMAGED', backupMessages.damaged(place, entry.name, 'appears twice'));
      }
      if (entry.name === manifestName) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry.bytes) chunks.push(chunk);
        manifestText = Buffer.concat(chunks).toString('utf8');
      } else {
        seen.set(entry.name, await digest(entry.bytes));
      }
    }
  } catch (error) {
    if (error instanceof BackupRefusal) throw error;
    throw new BackupRefusal('ARCHIVE_UNREADABLE', backupMessages.unreadable(place, reason(error)));
  }
  const manifest = parseManifest(place, manifestText);
  for (const expected of manifest.entries) {
    const found = seen.get(expected.name);
    if (!found) throw new BackupRefusal('ARCHIVE_DAMAGED', backupMessages.damaged(place, expected.name, 'is missing'));
    if (found.sha256 !== expected.sha256 || found.size !== expected.size) {
      throw new BackupRefusal(
        'ARCHIVE_DAMAGED',
        backupMessages.damaged(place, expected.name, 'does not match its checksum'),
      );
    }
    seen.delete(expected.name);
  }
  const [extra] = seen.keys();
  if (extra !== undefined) {
    throw new BackupRefusal('ARCHIVE_DAMAGED', backupMessages.damaged(place, extra, 'is not in its manifest'));
  }
  return manifest;
}

function parseManifest(place: string, text: string | undefined): Manifest {
  if (text === undefined) {
    throw new BackupRefusal('ARCHIVE_UNREADABLE', backupMessages.unreadable(place, `it has no ${manifestName}`));
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    throw new BackupRefusal('ARCHIVE_UNREADABLE', backupMessages.unreadable(place, `its ${manifestName} is not JSON`));
  }
  if (manifest?.format !== archiveFormat || !Array.isArray(manifest.entries)) {
    throw new BackupRefusal(
      'ARCHIVE_UNREADABLE',
      backupMessages.unreadable(place, `its ${manifestName} is not of format ${archiveFormat}`),
    );
  }
  return manifest;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Into a temporary name beside the file, then renamed: a cut-off restore leaves no file that looks whole. */
async function writeFile(file: string, bytes: AsyncIterable<Buffer>): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await pipeline(Readable.from(bytes), fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
  fs.renameSync(partial, file);
}

/** Through the temporary folder, as an upload arrives: the store takes files, whichever store it is. */
async function restoreFile(store: ByteStore, dataDir: string, storedId: string, bytes: AsyncIterable<Buffer>) {
  if (storedId === '' || storedId.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`the archive's entry ${fileEntryPrefix}${storedId} is not a stored file's name`);
  }
  const tempDir = path.join(dataDir, 'tmp');
  fs.mkdirSync(tempDir, { recursive: true });
  const tempPath = path.join(tempDir, randomUUID());
  await pipeline(Readable.from(bytes), fs.createWriteStream(tempPath, { flags: 'wx' }));
  await store.put(storedId, { path: tempPath, size: fs.statSync(tempPath).size });
}
