import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const s3 = {
  FILE_STORAGE: 's3://coop-files/uploads/main/',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('FILE_STORAGE', () => {
  it('is the folder DATA_DIR/files when unset', () => {
    expect(loadConfig({}).fileStorage).toEqual({ kind: 'folder' });
    expect(loadConfig({ FILE_STORAGE: ' ' }).fileStorage).toEqual({ kind: 'folder' });
  });

  it('reads s3://bucket/prefix with the S3 variables', () => {
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'true' }).fileStorage).toEqual({
      kind: 's3',
      bucket: 'coop-files',
      prefix: 'uploads/main',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...s3, FILE_STORAGE: 's3://coop-files', S3_ENDPOINT: '' }).fileStorage).toMatchObject({
      prefix: '',
      endpoint: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    ['/srv/files', 'FILE_STORAGE must be unset (the folder DATA_DIR/files) or s3://bucket/prefix, got "/srv/files"'],
    ['https://s3.example.org/bucket', 'FILE_STORAGE must be unset'],
    ['s3:///prefix', 'FILE_STORAGE must be unset'],
  ])('refuses to start with FILE_STORAGE=%s', (value, message) => {
    expect(() => loadConfig({ ...s3, FILE_STORAGE: value })).toThrow(message);
  });

  it('names every missing S3 variable', () => {
    expect(() => loadConfig({ FILE_STORAGE: 's3://coop-files' })).toThrow(
      'FILE_STORAGE=s3://coop-files needs S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY to be set',
    );
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow('needs S3_SECRET_ACCESS_KEY to be set');
  });

  it('refuses a malformed S3_ENDPOINT or S3_FORCE_PATH_STYLE', () => {
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: '127.0.0.1:9000' })).toThrow('S3_ENDPOINT must be an http://');
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'S3_FORCE_PATH_STYLE must be true or false',
    );
  });
});
