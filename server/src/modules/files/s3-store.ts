import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3StorageConfig } from '../../config';
import type { ByteStore, OpenedBytes, StoredEntry } from './byte-store';

/**
 * Multipart parts of the smallest size S3 accepts, two in flight: the upload buffers at most about 10 MB whatever
 * the file's size, and a 50 MB file still goes up in parallel. Exported with the client below so that the
 * upload benchmark's floor sends its parts exactly as the product does.
 */
export const partSize = 5 * 1024 * 1024;
export const partsInFlight = 2;

/** A client for the configured store. */
export function s3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK's default checksums send streamed bodies in aws-chunked encoding with trailers, which many
    // self-hosted stores do not read (some store the chunk framing as the file). Checksums only where an
    // operation demands them keeps every S3-compatible store working.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The HTTP status an SDK error carries, when the store answered at all. */
export const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

/** S3-compatible object storage (`FILE_STORAGE=s3://bucket/prefix`), shared by every instance that uses it. */
export class S3Store implements ByteStore {
  readonly description: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.prefix = config.prefix ? `${config.prefix}/` : '';
    this.description = `s3://${config.bucket}/${this.prefix}`;
    this.client = s3Client(config);
  }

  private keyOf(storedId: string): string {
    return this.prefix + storedId;
  }

  /** Streams the temporary file up in parts, then removes it; a failed upload aborts its parts. */
  async put(storedId: string, file: { path: string; size: number }): Promise<void> {
    try {
      const upload = new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: this.keyOf(storedId), Body: fs.createReadStream(file.path) },
        partSize,
        queueSize: partsInFlight,
        leavePartsOnError: false,
      });
      await upload.done();
    } finally {
      await fsp.rm(file.path, { force: true });
    }
  }

  async read(storedId: string): Promise<OpenedBytes | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(storedId) }));
      return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  async delete(storedId: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(storedId) }));
    } catch (error) {
      // Most stores answer 204 for a missing key; some answer 404, which means the same here.
      if (statusOf(error) !== 404) throw error;
    }
  }

  async list(): Promise<StoredEntry[]> {
    const entries: StoredEntry[] = [];
    let token: string | undefined;
    do {
      const page: ListObjectsV2CommandOutput = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const storedId = object.Key?.slice(this.prefix.length);
        // Keys deeper under the prefix are not ours: stored ids never hold a slash.
        if (storedId && !storedId.includes('/')) {
          entries.push({ storedId, modifiedAt: object.LastModified ?? new Date(0) });
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return entries;
  }

  close(): void {
    this.client.destroy();
  }
}
