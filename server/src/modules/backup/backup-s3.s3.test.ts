// Backups kept in S3-compatible storage (BACKUP_STORAGE): s3rver on a loopback port. The uploads themselves
// stay in the folder store, so that what this file checks is where the archives go and come back from.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Address, s3Settings, type S3StorageConfig } from '../../config';
import { emptyPlace, everyRow, repack, storedBytes, type Place } from '../../test-support/backup-drill';
import { s3Bucket, storageEnv, useStorage } from '../../test-support/storage-under-test';
import { TestApp } from '../../test-support/test-app';
import { Role } from '../accounts';
import { s3Client } from '../files';
import {
  archiveInS3,
  BackupRefusal,
  backupMessages,
  manifestName,
  openShelf,
  restoreBackup,
  takeBackup,
  type BackupShelf,
  type ShelvedArchive,
} from '.';

useStorage('s3');

const prefix = `backups/${randomUUID().slice(0, 8)}`;
const member = { email: 'ana.parent@example.org', password: 'family-password-1', name: 'Ana Parent' };
let s3: Record<string, string>;
let app: TestApp;
let shelf: BackupShelf;
const places: Place[] = [];
const apps: TestApp[] = [];
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-backup-s3-'));
/** The two backups taken, and the product as it was when the second was taken. */
let first: string;
let second: string;
let rowsAtSecond: Record<string, string[]>;
let bytesAtSecond: Record<string, string>;

async function ok(answer: Promise<{ status: number; body: any }>) {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${status} ${JSON.stringify(body)}`);
  return body;
}

/** The archive at an `s3://` address, read as `npm run restore` reads it: with the S3 settings of the place. */
function atAddress(address: string, place: Place): ShelvedArchive {
  const where = s3Address(address);
  if (!where) throw new Error(`not an s3:// address: ${address}`);
  return archiveInS3({ kind: 's3', ...where, ...s3Settings(s3, 'the test') }, place.config);
}

async function place(): Promise<Place> {
  const made = await emptyPlace();
  places.push(made);
  return made;
}

/** A shelf at another prefix of the same bucket, for what must not touch the product's backups. */
function shelfAt(otherPrefix: string): BackupShelf {
  return openShelf({
    ...app.config,
    backupStorage: { ...(app.config.backupStorage as S3StorageConfig), prefix: otherPrefix },
  });
}

function stagedFile(bytes: Buffer): string {
  const file = path.join(scratch, randomUUID());
  fs.writeFileSync(file, bytes);
  return file;
}

async function contentsOf(on: BackupShelf, name: string): Promise<Buffer> {
  const local = await on.fetch(name);
  try {
    return fs.readFileSync(local.file);
  } finally {
    await local.release();
  }
}

const leftInStaging = (dataDir: string) =>
  fs.existsSync(path.join(dataDir, 'backups')) ? fs.readdirSync(path.join(dataDir, 'backups')) : [];

beforeAll(async () => {
  const { FILE_STORAGE: _files, ...settings } = await storageEnv();
  s3 = settings;
  app = await TestApp.start({}, { ...s3, BACKUP_STORAGE: `s3://${s3Bucket}/${prefix}` });
  apps.push(app);
  shelf = openShelf(app.config);
  // A co-op with members, shared files and links, put in over HTTP.
  const admin = await app.adminToken();
  const teacher = (await app.seedUser({ role: Role.teacher, name: 'Tess Teacher' })).token!;
  await ok(app.rest('POST', '/api/signup.php', { body: member }));
  const pending = (await ok(app.rest('GET', '/api/users.php', { token: admin }))).users.find(
    (user: { email: string }) => user.email === member.email,
  );
  await ok(app.rest('POST', '/api/users.php', { token: admin, body: { userId: pending.id, role: 'parent' } }));
  for (const name of ['minutes.pdf', 'field-trip.pdf']) {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(30_000)]);
    await ok(app.uploadRest(teacher, { name, bytes }, 'everyone'));
  }
  await ok(
    app.rest('POST', '/api/links.php', {
      token: teacher,
      body: { title: 'Library', url: 'https://example.org/library', description: 'For class', category: 'General' },
    }),
  );
});

afterAll(async () => {
  for (const started of apps) await started.stop().catch(() => undefined);
  for (const made of places) await made.remove();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('backups kept in S3-compatible storage', () => {
  it('go to s3://bucket/prefix, listed oldest first with their sizes, and leave nothing on this machine', async () => {
    expect(shelf.place).toBe(`s3://${s3Bucket}/${prefix}`);
    first = (await takeBackup(app.config)).file;
    second = (await takeBackup(app.config)).file;
    rowsAtSecond = await everyRow(app.config);
    bytesAtSecond = storedBytes(app.config.dataDir);

    const address = new RegExp(`^s3://${s3Bucket}/${prefix}/coop-\\d{4}-\\d{2}-\\d{2}T\\d{6}Z(-\\d+)?\\.tar\\.gz$`);
    expect(first).toMatch(address);
    expect(second).toMatch(address);
    const listed = await shelf.list();
    expect(listed.map((backup) => `${shelf.place}/${backup.name}`)).toEqual([first, second]);
    expect(listed[0].takenAt.getTime()).toBeLessThanOrEqual(listed[1].takenAt.getTime());
    for (const backup of listed) {
      expect(backup.size).toBe((await contentsOf(shelf, backup.name)).length);
      expect(backup.size).toBeGreaterThan(60_000);
    }
    // Staged, uploaded, gone: the staging folders and the downloads for the sizes alike.
    expect(leftInStaging(app.config.dataDir)).toEqual([]);
  });

  it('keep every archive under its own name, and list only archives of their own prefix', async () => {
    const other = shelfAt(`${prefix}-names`);
    const at = new Date('2026-03-01T02:00:00Z');
    const [a, b] = [randomBytes(1000), randomBytes(2000)];
    expect(await other.put(stagedFile(a), at)).toBe(`${other.place}/coop-2026-03-01T020000Z.tar.gz`);
    expect(await other.put(stagedFile(b), at)).toBe(`${other.place}/coop-2026-03-01T020000Z-2.tar.gz`);
    await other.put(stagedFile(randomBytes(10)), new Date('2026-02-01T02:00:00Z'));
    // Objects that are not archives of this shelf: another name, and an archive one level deeper.
    const client = s3Client(app.config.backupStorage!);
    for (const key of ['notes.txt', 'older/coop-2026-01-01T020000Z.tar.gz'])
      await client.send(
        new PutObjectCommand({ Bucket: s3Bucket, Key: `${prefix}-names/${key}`, Body: Buffer.from('not a backup') }),
      );
    client.destroy();

    expect((await other.list()).map(({ name, size }) => [name, size])).toEqual([
      ['coop-2026-02-01T020000Z.tar.gz', 10],
      ['coop-2026-03-01T020000Z.tar.gz', 1000],
      ['coop-2026-03-01T020000Z-2.tar.gz', 2000],
    ]);
    expect((await contentsOf(other, 'coop-2026-03-01T020000Z.tar.gz')).equals(a)).toBe(true);
    // The product's own shelf saw none of it.
    expect((await shelf.list()).length).toBe(2);
    await expect(other.remove('notes.txt')).rejects.toThrow('notes.txt is not the name of a backup');
  });

  it('refuse a restore of a damaged archive by its checksums, naming its address, and leave no download', async () => {
    const { file, release } = await shelf.fetch(path.posix.basename(first));
    const damaged = path.join(scratch, 'damaged.tar.gz');
    await repack(file, damaged, (name, bytes) =>
      name.startsWith('files/') ? Buffer.concat([bytes.subarray(1), Buffer.from('x')]) : undefined,
    );
    await release();
    const stored = await shelf.put(damaged, new Date('2001-01-01T00:00:00Z'));
    const target = await place();

    const refused = await restoreBackup(atAddress(stored, target), target.config).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BackupRefusal);
    expect((refused as BackupRefusal).code).toBe('ARCHIVE_DAMAGED');
    expect((refused as BackupRefusal).message).toMatch(
      new RegExp(`^Refusing to restore: ${stored} is damaged: files/`),
    );
    expect((refused as BackupRefusal).message).toContain('does not match its checksum');
    expect(leftInStaging(target.config.dataDir)).toEqual([]);

    const missing = `${shelf.place}/coop-2001-01-01T000000Z-7.tar.gz`;
    await expect(restoreBackup(atAddress(missing, target), target.config)).rejects.toThrow(
      backupMessages.unreadable(missing, 'there is no such object'),
    );
    await shelf.remove(path.posix.basename(stored));
    expect((await shelf.list()).map((backup) => `${shelf.place}/${backup.name}`)).toEqual([first, second]);
  });

  it('restore from the address npm run backup printed into an empty place: every row and byte, and the product runs on it', async () => {
    const target = await place();
    const { manifest } = await restoreBackup(atAddress(second, target), target.config);
    expect(manifest.entries.map((entry) => entry.name)).not.toContain(manifestName);
    expect(await everyRow(target.config)).toEqual(rowsAtSecond);
    expect(storedBytes(target.config.dataDir)).toEqual(bytesAtSecond);
    expect(leftInStaging(target.config.dataDir)).toEqual([]);

    const restored = await TestApp.start({ dataDir: target.config.dataDir, databaseUrl: target.config.databaseUrl });
    apps.push(restored);
    const login = await restored.rest('POST', '/api/login.php', {
      body: { email: member.email, password: member.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.user.name).toBe(member.name);
    const files = (await ok(restored.rest('GET', '/api/files.php', { token: login.body.token }))).files;
    expect(files.map((shared: { original_name: string }) => shared.original_name).sort()).toEqual([
      'field-trip.pdf',
      'minutes.pdf',
    ]);
  });

  it('fail with the address when the store refuses, and leave nothing staged', async () => {
    const storage = { ...(app.config.backupStorage as S3StorageConfig), bucket: 'no-such-bucket' };
    await expect(takeBackup({ ...app.config, backupStorage: storage })).rejects.toThrow(
      `Could not put the archive on s3://no-such-bucket/${prefix}: The specified bucket does not exist`,
    );
    await expect(openShelf({ ...app.config, backupStorage: storage }).list()).rejects.toThrow(
      `Could not list the backups on s3://no-such-bucket/${prefix}:`,
    );
    expect(leftInStaging(app.config.dataDir)).toEqual([]);
  });

  it('remove one archive and keep the other', async () => {
    await shelf.remove(path.posix.basename(first));
    expect((await shelf.list()).map((backup) => `${shelf.place}/${backup.name}`)).toEqual([second]);
    // Removing what is gone already is no error: two instances' retention may both remove it.
    await shelf.remove(path.posix.basename(first));
  });
});
