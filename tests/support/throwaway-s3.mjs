// @ts-check
// An S3-compatible object store of the tests' own: s3rver on a free loopback port over a temporary folder, with one
// bucket, stopped and removed when the caller is done. The end-to-end tests and the benchmarks hand its settings to
// the built product as its FILE_STORAGE and S3_* variables. Run as a script (`node throwaway-s3.mjs <bucket>`), it
// serves in a process of its own, prints its endpoint and runs until SIGTERM.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

// s3rver checks signatures against its own default keys.
const ACCESS_KEY = 'S3RVER';
const REGION = 'us-east-1';

/**
 * @typedef {object} ThrowawayS3
 * @property {string} endpoint
 * @property {(prefix: string) => Record<string, string>} productEnv  the product's settings to keep bytes under `prefix`
 * @property {(prefix: string) => Promise<string[]>} keys  every object's key under `prefix` in the bucket
 * @property {() => Promise<void>} stop
 */

/**
 * s3rver in this process.
 * @param {string} bucket
 * @returns {Promise<{ endpoint: string, close: () => Promise<void> }>}
 */
async function serveHere(bucket) {
  const directory = mkdtempSync(path.join(tmpdir(), 'coop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * s3rver in a child process, so that the store's own work competes with the caller's only as a server elsewhere
 * would: the benchmarks measure the product's throughput and memory, not their own process's heap.
 * @param {string} bucket
 * @returns {Promise<{ endpoint: string, close: () => Promise<void> }>}
 */
async function serveInChild(bucket) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), bucket], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = await once(child.stdout, 'data');
  return {
    endpoint: String(line).trim(),
    close: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

/**
 * @param {{ bucket: string, ownProcess?: boolean }} options
 * @returns {Promise<ThrowawayS3>}
 */
export async function startThrowawayS3({ bucket, ownProcess = false }) {
  const { endpoint, close } = await (ownProcess ? serveInChild(bucket) : serveHere(bucket));
  const client = new S3Client({
    region: REGION,
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });

  return {
    endpoint,
    productEnv: (prefix) => ({
      FILE_STORAGE: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    keys: async (prefix) => {
      /** @type {string[]} */
      const keys = [];
      /** @type {string | undefined} */
      let token;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/`, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
    stop: async () => {
      client.destroy();
      await close();
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { endpoint, close } = await serveHere(process.argv[2] ?? 'bucket');
  process.stdout.write(`${endpoint}\n`);
  process.once('SIGTERM', () => void close().then(() => process.exit(0)));
}
