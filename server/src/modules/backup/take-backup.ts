import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config';
import { sqliteFile } from '../../db/database';
import { createByteStore, type ByteStore } from '../files';
import { ArchiveWriter } from './archive';
import { archiveFormat, productVersion, type Manifest } from './manifest';
import { openShelf } from './shelf';
import { exportPostgres, postgresSource } from './postgres-tables';
import { snapshotSqlite, type DatabaseSnapshot } from './sqlite-snapshot';

export type BackupConfig = Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'fileStorage' | 'backupDir' | 'backupStorage'>;

export interface BackupResult {
  /** Where the archive now is: its full path, or its `s3://bucket/prefix/coop-….tar.gz` address. */
  file: string;
  manifest: Manifest;
  /** Stored bytes listed but gone before they were read (deleted while the backup ran): not in the archive. */
  gone: string[];
}

/** Where an upload's bytes sit in the archive; the name under which the store keeps them follows. */
export const fileEntryPrefix = 'files/';

/**
 * One archive of everything the product keeps: the database as one moment saw it (the accounts, the shared
 * files' and links' rows, enrollments and their history, the site's documents with every version, the outbox),
 * then every object of the file store (uploads, and the site's own pictures and documents), then the manifest.
 * Taken on connections of its own while the server keeps serving. The archive is written in a staging folder
 * and put where backups are kept only when complete, so a half-written one never looks like a backup.
 */
export async function takeBackup(config: BackupConfig): Promise<BackupResult> {
  const shelf = openShelf(config);
  const staging = shelf.staging();
  const store = createByteStore(config.fileStorage, config.dataDir);
  const postgres = config.databaseUrl ? await postgresSource(config.databaseUrl).initialize() : undefined;
  // The snapshot's moment: every write acknowledged before this line is in the snapshot taken just after.
  const createdAt = new Date();
  const partial = path.join(staging, 'archive.partial');
  const writer = new ArchiveWriter(partial, createdAt);
  try {
    const snapshot: DatabaseSnapshot = postgres
      ? await exportPostgres(postgres, staging, writer)
      : await snapshotSqlite(sqliteFile(config.dataDir), path.join(staging, 'coop.sqlite'), writer);
    await postgres?.destroy();
    const gone = await addStoredFiles(store, writer);
    const manifest: Manifest = {
      format: archiveFormat,
      createdAt: createdAt.toISOString(),
      productVersion: productVersion(),
      schemaVersion: snapshot.schemaVersion,
      engine: postgres ? 'postgres' : 'sqlite',
      tables: snapshot.tables,
      entries: writer.entries,
    };
    await writer.finish(manifest);
    return { file: await shelf.put(partial, createdAt), manifest, gone };
  } catch (error) {
    await writer.abort();
    throw error;
  } finally {
    if (postgres?.isInitialized) await postgres.destroy();
    store.close?.();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Streams each stored object into the archive, straight from the store. */
async function addStoredFiles(store: ByteStore, writer: ArchiveWriter): Promise<string[]> {
  const gone: string[] = [];
  for (const { storedId } of await store.list()) {
    const opened = await store.read(storedId);
    if (!opened) {
      gone.push(storedId);
      continue;
    }
    await writer.add(fileEntryPrefix + storedId, opened.size, opened.stream);
  }
  return gone;
}
