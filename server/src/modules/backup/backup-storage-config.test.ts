import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const s3 = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_FORCE_PATH_STYLE: 'true',
};

describe('BACKUP_STORAGE', () => {
  it('is unset by default: backups stay in the folder', () => {
    expect(loadConfig({}).backupStorage).toBeUndefined();
    expect(loadConfig({ BACKUP_STORAGE: ' ', BACKUP_DIR: '/srv/backups' }).backupDir).toBe(
      path.resolve('/srv/backups'),
    );
  });

  it('reads s3://bucket/prefix and s3://bucket with the same S3 settings as FILE_STORAGE', () => {
    expect(loadConfig({ ...s3, BACKUP_STORAGE: 's3://coop-backups/nightly/main/' }).backupStorage).toEqual({
      kind: 's3',
      bucket: 'coop-backups',
      prefix: 'nightly/main',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...s3, BACKUP_STORAGE: 's3://coop-backups' }).backupStorage).toMatchObject({
      bucket: 'coop-backups',
      prefix: '',
    });
    // Files and backups in one bucket, each under its own prefix.
    const both = loadConfig({ ...s3, FILE_STORAGE: 's3://coop/uploads', BACKUP_STORAGE: 's3://coop/backups' });
    expect([both.fileStorage, both.backupStorage]).toMatchObject([{ prefix: 'uploads' }, { prefix: 'backups' }]);
  });

  it.each([
    ['/srv/backups'],
    ['backups'],
    ['https://s3.example.org/coop-backups'],
    ['s3://'],
    ['s3:///nightly'],
    ['s3://coop-backups:9000/nightly'],
    ['s3://key:secret@coop-backups/nightly'],
    ['s3://coop-backups/nightly?versionId=1'],
  ])('refuses to start with BACKUP_STORAGE=%s', (value) => {
    expect(() => loadConfig({ ...s3, BACKUP_STORAGE: value })).toThrow(
      `BACKUP_STORAGE must be unset (backups in the folder BACKUP_DIR) or s3://bucket or s3://bucket/prefix, got "${value}"`,
    );
  });

  it('names every missing S3 variable', () => {
    expect(() => loadConfig({ BACKUP_STORAGE: 's3://coop-backups' })).toThrow(
      'BACKUP_STORAGE=s3://coop-backups needs S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY to be set',
    );
  });

  it('refuses BACKUP_DIR beside it: backups are kept in one place', () => {
    expect(() => loadConfig({ ...s3, BACKUP_STORAGE: 's3://coop-backups', BACKUP_DIR: '/srv/backups' })).toThrow(
      'BACKUP_DIR and BACKUP_STORAGE are both set: backups are kept in one place, so unset one of them',
    );
  });

  it("refuses FILE_STORAGE's own place, where the archives would pass for stray uploads", () => {
    expect(() =>
      loadConfig({ ...s3, FILE_STORAGE: 's3://coop/uploads/', BACKUP_STORAGE: 's3://coop/uploads' }),
    ).toThrow(
      'BACKUP_STORAGE=s3://coop/uploads is where FILE_STORAGE keeps the uploads, which would take the archives for stray uploads; give backups a prefix of their own, such as s3://coop/backups',
    );
  });
});
