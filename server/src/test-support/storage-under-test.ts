import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll } from 'vitest';
import type { AppConfig } from '../config';
import { TestApp } from './test-app';

/**
 * The file suites run once per byte store: a `*.test.ts` suite runs on the folder, and its `*.s3.test.ts`
 * twin imports the suite and calls `useStorage('s3')`. The suite starts its apps through `startApp` (in its
 * hooks, so after that call) and looks at what is stored through `stored`.
 */
export type StorageKind = 'folder' | 's3';

let kind: StorageKind = 'folder';
let s3: ReturnType<typeof startS3> | undefined;

export const s3Bucket = 'coop-files';

/**
 * A real S3-compatible server (s3rver) on a free loopback port, over a temporary folder, for the whole test
 * file. Its default credentials are the ones it checks signatures with.
 */
async function startS3(): Promise<{ env: Record<string, string>; stop(): Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: s3Bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    env: {
      FILE_STORAGE: `s3://${s3Bucket}/uploads`,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Every app the test file starts from now on keeps its bytes in this storage; S3 stops with the file. */
export function useStorage(storage: StorageKind): void {
  kind = storage;
  afterAll(async () => {
    await (await s3)?.stop();
    s3 = undefined;
  });
}

/** The environment that selects the storage under test, starting its server the first time. */
export async function storageEnv(): Promise<Record<string, string>> {
  if (kind === 'folder') return {};
  s3 ??= startS3();
  return { ...(await s3).env };
}

/**
 * Starts the app on the storage under test. On S3 each data folder gets its own prefix in the one bucket, so
 * apps of one file see only their own objects, and a restart (or a second app) on the same folder sees the same.
 */
export async function startApp(overrides: Partial<AppConfig> = {}, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const dataDir = overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'coop-test-'));
  const storage = await storageEnv();
  if (storage.FILE_STORAGE) storage.FILE_STORAGE += `/${path.basename(dataDir)}`;
  const app = await TestApp.start({ ...overrides, dataDir }, { ...storage, ...env });
  if (app.config.fileStorage.kind !== kind) throw new Error(`the app started on ${app.config.fileStorage.kind}`);
  return app;
}

/** What the app's store holds (stored ids) and what lies in its temporary folder. */
export async function storeContents(app: TestApp): Promise<{ files: string[]; tmp: string[] }> {
  const files = (await app.app.store.list()).map((entry) => entry.storedId);
  return { files, tmp: fs.readdirSync(path.join(app.config.dataDir, 'tmp')) };
}
