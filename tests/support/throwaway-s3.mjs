// @ts-check
// An S3-compatible object store of the tests' own: s3rver on a free loopback port over a temporary folder, with one
// bucket, stopped and removed when the caller is done. The end-to-end tests and the benchmarks hand its settings to
// the built product as its FILE_STORAGE and S3_* variables.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
 * @param {{ bucket: string }} options
 * @returns {Promise<ThrowawayS3>}
 */
export async function startThrowawayS3({ bucket }) {
  const directory = mkdtempSync(path.join(tmpdir(), 'coop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
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
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
