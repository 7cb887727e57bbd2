import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { sqliteSource } from '../../db/database';
import { migrations } from '../../db/migrations';
import { emptyPlace, everyRow, repack, type Place } from '../../test-support/backup-drill';
import { testEngine } from '../../test-support/test-database';
import { TestApp } from '../../test-support/test-app';
import { Role } from '../accounts';
import {
  BackupRefusal,
  backupFolder,
  backupMessages,
  manifestName,
  releaseMigrations,
  releaseSchema,
  restoreBackup,
  takeBackup,
  type BackupRefusalCode,
  type Manifest,
} from '.';

let app: TestApp;
let archive: string;
let manifest: Manifest;
let uploadEntry: string;
const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-backups-'));
const places: Place[] = [];

async function place(): Promise<Place> {
  const made = await emptyPlace();
  places.push(made);
  return made;
}

async function refusal(restoring: Promise<unknown>): Promise<{ code: BackupRefusalCode; message: string }> {
  const error = await restoring.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(BackupRefusal);
  const { code, message } = error as BackupRefusal;
  return { code, message };
}

const tampered = (name: string) => path.join(backupDir, name);

beforeAll(async () => {
  app = await TestApp.start();
  const teacher = await app.seedUser({ role: Role.teacher });
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(5000)]);
  const upload = await app.uploadRest(teacher.token, { name: 'minutes.pdf', bytes });
  expect(upload.status).toBe(200);
  ({ file: archive, manifest } = await takeBackup({ ...app.config, backupDir }));
  uploadEntry = manifest.entries.find((entry) => entry.name.startsWith('files/'))!.name;
});

afterAll(async () => {
  await app?.stop();
  for (const made of places) await made.remove();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

describe('a restore refuses, before writing anything', () => {
  let target: Place;
  beforeAll(async () => {
    target = await place();
  });

  it('an archive whose entry does not match its checksum, naming the entry', async () => {
    const damaged = tampered('damaged.tar.gz');
    await repack(archive, damaged, (name, bytes) =>
      name === uploadEntry ? Buffer.concat([bytes.subarray(0, 100), Buffer.from('x'), bytes.subarray(101)]) : undefined,
    );
    expect(await refusal(restoreBackup(damaged, target.config))).toEqual({
      code: 'ARCHIVE_DAMAGED',
      message: backupMessages.damaged(damaged, uploadEntry, 'does not match its checksum'),
    });
  });

  it('an archive with an entry missing', async () => {
    const cut = tampered('missing.tar.gz');
    await repack(archive, cut, (name, bytes) =>
      name === manifestName
        ? Buffer.from(
            JSON.stringify({
              ...manifest,
              entries: [...manifest.entries, { name: 'files/extra', size: 1, sha256: '0' }],
            }),
          )
        : bytes,
    );
    expect(await refusal(restoreBackup(cut, target.config))).toEqual({
      code: 'ARCHIVE_DAMAGED',
      message: backupMessages.damaged(cut, 'files/extra', 'is missing'),
    });
  });

  it('a file cut short, or not an archive at all', async () => {
    const short = tampered('short.tar.gz');
    const whole = fs.readFileSync(archive);
    fs.writeFileSync(short, whole.subarray(0, Math.floor(whole.length / 2)));
    const { code, message } = await refusal(restoreBackup(short, target.config));
    expect(code).toBe('ARCHIVE_UNREADABLE');
    expect(message).toMatch(
      /^Refusing to restore: .*short\.tar\.gz cannot be read as a backup \(.+\); nothing was restored$/,
    );
    const text = tampered('notes.txt');
    fs.writeFileSync(text, 'not an archive');
    expect((await refusal(restoreBackup(text, target.config))).code).toBe('ARCHIVE_UNREADABLE');
  });

  it('an archive from a newer schema than this release knows', async () => {
    const newer = tampered('newer.tar.gz');
    const later = 'Later9999999999999';
    await repack(archive, newer, (name) =>
      name === manifestName
        ? Buffer.from(JSON.stringify({ ...manifest, schemaVersion: later, productVersion: '9.0.0' }))
        : undefined,
    );
    expect(await refusal(restoreBackup(newer, target.config))).toEqual({
      code: 'SCHEMA_NEWER',
      message: backupMessages.schemaNewer(later, '9.0.0', releaseSchema),
    });
  });

  it('a DATA_DIR that holds anything', async () => {
    const used = await place();
    fs.mkdirSync(path.join(used.config.dataDir, 'files'));
    fs.writeFileSync(path.join(used.config.dataDir, 'files', 'left-over'), 'x');
    expect(await refusal(restoreBackup(archive, used.config))).toEqual({
      code: 'TARGET_NOT_EMPTY',
      message: backupMessages.dataDirNotEmpty(used.config.dataDir, path.join('files', 'left-over')),
    });
  });

  it.runIf(testEngine() === 'postgres')('a database that has tables', async () => {
    const emptyFolder = await place();
    const config = { ...emptyFolder.config, databaseUrl: app.config.databaseUrl };
    const { code, message } = await refusal(restoreBackup(archive, config));
    expect(code).toBe('TARGET_NOT_EMPTY');
    expect(message).toBe(backupMessages.databaseNotEmpty(Object.keys(manifest.tables).length));
  });

  it('and after every refusal the target is as empty as before: the archive restores into it from its backups folder', async () => {
    expect(fs.readdirSync(target.config.dataDir)).toEqual([]);
    // The archive waiting in DATA_DIR/backups does not make the folder count as used.
    const waiting = path.join(backupFolder(target.config), path.basename(archive));
    fs.mkdirSync(path.dirname(waiting));
    fs.copyFileSync(archive, waiting);
    const { files } = await restoreBackup(waiting, target.config);
    expect(files).toBe(1);
    expect((await everyRow(target.config)).users).toHaveLength(2);
  });
});

describe('where archives go', () => {
  it('is BACKUP_DIR, or the folder backups in DATA_DIR', () => {
    expect(backupFolder(loadConfig({ DATA_DIR: '/srv/coop' }))).toBe(path.resolve('/srv/coop/backups'));
    expect(backupFolder(loadConfig({ DATA_DIR: '/srv/coop', BACKUP_DIR: 'offsite' }))).toBe(path.resolve('offsite'));
  });
});

describe('an archive from an older release', () => {
  it("is restored as it was, then brought up to this release's schema", async () => {
    const older = await place();
    const ran = migrations.slice(0, -2);
    const common = { migrations: ran, migrationsRun: false, synchronize: false } as const;
    const source = new DataSource(
      older.config.databaseUrl
        ? { ...common, type: 'postgres', url: older.config.databaseUrl }
        : { ...common, ...sqliteSource(older.config.dataDir) },
    );
    await source.initialize();
    await source.runMigrations();
    await source.destroy();
    const { file, manifest: olderManifest } = await takeBackup({ ...older.config, backupDir });
    expect(olderManifest.schemaVersion).toBe(releaseMigrations[ran.length - 1]);

    const target = await place();
    const { migrated } = await restoreBackup(file, target.config);
    expect(migrated).toEqual(releaseMigrations.slice(-2));
    const names = (await everyRow(target.config)).migrations.map((row) => JSON.parse(row).name);
    expect(names.sort()).toEqual([...releaseMigrations].sort());
  });
});
