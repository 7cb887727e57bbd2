import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type ListObjectsV2CommandOutput,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3StorageConfig } from '../../config';
import { partSize, partsInFlight, s3Client, statusOf } from '../files';
import { oldestFirst, refuseUnlessArchiveName, takenAtOf } from './archive-names';
import { BackupRefusal, backupMessages } from './backup-messages';
import { archiveName, backupFolder } from './manifest';
import type { BackupShelf, LocalArchive, ShelfConfig, ShelvedArchive, ShelvedBackup } from './shelf';
import { newStagingFolder } from './staging';

/** The most parts S3 takes in one multipart upload: a larger archive goes up in larger parts. */
const maxParts = 10_000;

/**
 * Archives in S3-compatible storage (`BACKUP_STORAGE=s3://bucket/prefix`), as `prefix/coop-….tar.gz`, reached
 * with the same S3 settings and client as the file store. Each call opens a client of its own and closes it, so
 * that a caller (a script, the scheduler's retention) keeps no connection open between calls.
 */
export class S3Shelf implements BackupShelf {
  readonly place: string;
  private readonly keyPrefix: string;

  /**
   * `stagingRoot` is the backups folder of DATA_DIR, where archives are written before they go up and
   * downloaded before a restore: not the system's temporary folder, often a small RAM disk where an archive as
   * large as every upload would not fit; and the check that a restore goes into an empty DATA_DIR leaves that
   * folder out, so a copy left behind by a cut-off run never stands in a restore's way.
   */
  constructor(
    private readonly location: S3StorageConfig,
    private readonly stagingRoot: string,
  ) {
    this.keyPrefix = location.prefix ? `${location.prefix}/` : '';
    this.place = `s3://${location.bucket}${location.prefix ? `/${location.prefix}` : ''}`;
  }

  staging(): string {
    return newStagingFolder(this.stagingRoot);
  }

  /**
   * Uploads the archive under the first name of its second that no object has, then removes the staged file.
   * The name is looked up before the upload rather than made a condition of it: not every S3-compatible store
   * honours a conditional write (s3rver, the tests' store, ignores one), and only two backups started in the
   * same second from two machines could still pick one name.
   */
  async put(finished: string, takenAt: Date): Promise<string> {
    try {
      const { size } = await fsp.stat(finished);
      return await this.using('put the archive on', async (client) => {
        for (let copy = 1; ; copy++) {
          const name = archiveName(takenAt, copy);
          if (await this.has(client, name)) continue;
          const upload = new Upload({
            client,
            params: {
              Bucket: this.location.bucket,
              Key: this.keyPrefix + name,
              Body: fs.createReadStream(finished),
              ContentType: 'application/gzip',
            },
            partSize: Math.max(partSize, Math.ceil(size / maxParts)),
            queueSize: partsInFlight,
            leavePartsOnError: false,
          });
          await upload.done();
          return `${this.place}/${name}`;
        }
      });
    } finally {
      await fsp.rm(finished, { force: true });
    }
  }

  async list(): Promise<ShelvedBackup[]> {
    return this.using('list the backups on', async (client) => {
      const shelved: ShelvedBackup[] = [];
      let token: string | undefined;
      do {
        const page: ListObjectsV2CommandOutput = await client.send(
          new ListObjectsV2Command({ Bucket: this.location.bucket, Prefix: this.keyPrefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          // Keys deeper under the prefix, or of other names, are not archives of this shelf.
          const name = object.Key?.slice(this.keyPrefix.length) ?? '';
          const takenAt = takenAtOf(name);
          if (takenAt) shelved.push({ name, size: object.Size ?? 0, takenAt });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return oldestFirst(shelved);
    });
  }

  async remove(name: string): Promise<void> {
    refuseUnlessArchiveName(name);
    await this.using(`remove ${name} from`, async (client) => {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.keyPrefix + name }));
      } catch (error) {
        // Most stores answer 204 for a missing key; some answer 404, which means the same here.
        if (statusOf(error) !== 404) throw error;
      }
    });
  }

  /** Downloads the archive into a staging folder of its own, removed at `release`. */
  async fetch(name: string): Promise<LocalArchive> {
    refuseUnlessArchiveName(name);
    const place = `${this.place}/${name}`;
    const folder = this.staging();
    const file = path.join(folder, name);
    const release = () => fsp.rm(folder, { recursive: true, force: true });
    try {
      await this.using(`download ${name} from`, async (client) => {
        let body: Readable;
        try {
          const answer = await client.send(
            new GetObjectCommand({ Bucket: this.location.bucket, Key: this.keyPrefix + name }),
          );
          body = answer.Body as Readable;
        } catch (error) {
          if (statusOf(error) !== 404) throw error;
          throw new BackupRefusal('ARCHIVE_UNREADABLE', backupMessages.unreadable(place, 'there is no such object'));
        }
        await pipeline(body, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
      });
    } catch (error) {
      await release();
      throw error;
    }
    return { file, place, release };
  }

  private async has(client: S3Client, name: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket: this.location.bucket, Key: this.keyPrefix + name }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }

  /** The store's own answer alone ("The specified bucket does not exist") would not say which store, nor why. */
  private async using<T>(doing: string, work: (client: S3Client) => Promise<T>): Promise<T> {
    const client = s3Client(this.location);
    try {
      return await work(client);
    } catch (error) {
      if (error instanceof BackupRefusal) throw error;
      throw new Error(`Could not ${doing} ${this.place}: ${error instanceof Error ? error.message : error}`, {
        cause: error,
      });
    } finally {
      client.destroy();
    }
  }
}

/**
 * The archive at a full address, `s3://bucket/prefix/coop-….tar.gz` (what `npm run backup` prints), on the
 * shelf of its prefix; `address` is that address read with the S3 settings, its prefix ending in the name.
 */
export function archiveInS3(address: S3StorageConfig, config: ShelfConfig): ShelvedArchive {
  const cut = address.prefix.lastIndexOf('/');
  const name = address.prefix.slice(cut + 1);
  const location = { ...address, prefix: cut < 0 ? '' : address.prefix.slice(0, cut) };
  const shelf = new S3Shelf(location, backupFolder(config));
  if (!takenAtOf(name)) {
    throw new Error(
      `${shelf.place}/${name} is not a backup's address: it must end in an archive's name, coop-….tar.gz`,
    );
  }
  return { shelf, name };
}
