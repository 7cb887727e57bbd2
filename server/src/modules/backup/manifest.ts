import fs from 'node:fs';
import path from 'node:path';
import type { MigrationInterface } from 'typeorm';
import { migrations } from '../../db/migrations';

/** The manifest's own name in the archive: written last, once every other entry's checksum is known. */
export const manifestName = 'manifest.json';

/** Raised when the archive's layout changes, so that an older release refuses what it cannot read. */
export const archiveFormat = 1;

export type Engine = 'sqlite' | 'postgres';

export interface ManifestEntry {
  name: string;
  size: number;
  /** SHA-256 of the entry's bytes, in hex. */
  sha256: string;
}

/** What an archive holds and what made it. */
export interface Manifest {
  format: number;
  /** The moment of the database snapshot: every write acknowledged before it is in the archive. */
  createdAt: string;
  /** The product's version (the root package.json) that took the backup. */
  productVersion: string;
  /** The last migration the database had run: the schema the rows fit. */
  schemaVersion: string;
  engine: Engine;
  /** Rows per table, as the snapshot holds them: for the operator reading the manifest, and a restore's report. */
  tables: Record<string, number>;
  /** Every other entry of the archive, in the order written. */
  entries: ManifestEntry[];
}

/** This release's migrations by the name TypeORM records for each, in the order they run. */
export const releaseMigrations: string[] = migrations.map(
  (Migration) => new (Migration as new () => MigrationInterface)().name ?? Migration.name,
);

/** The schema this release brings a database to. */
export const releaseSchema = releaseMigrations[releaseMigrations.length - 1];

/** The product's version, read from the root package.json (four folders up from here, in src/ and in dist/ alike). */
export function productVersion(): string {
  const file = path.resolve(__dirname, '..', '..', '..', '..', 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/**
 * `coop-2026-11-28T020000Z.tar.gz`: sorts by time, and carries no colon (which some file systems refuse). A
 * second archive of the same second is `…Z-2.tar.gz`.
 */
export function archiveName(at: Date, copy = 1): string {
  const iso = at.toISOString();
  return `coop-${iso.slice(0, 10)}T${iso.slice(11, 19).replace(/:/g, '')}Z${copy > 1 ? `-${copy}` : ''}.tar.gz`;
}

/** `BACKUP_DIR`, or the folder `DATA_DIR/backups`. */
export function backupFolder(config: { dataDir: string; backupDir: string | undefined }): string {
  return config.backupDir ?? path.join(config.dataDir, 'backups');
}
