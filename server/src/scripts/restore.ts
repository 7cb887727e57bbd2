import path from 'node:path';
import { loadConfig, s3Address, s3Settings, type AppConfig } from '../config';
import { archiveInS3, restoreBackup, type ShelvedArchive } from '../modules/backup';

const usage = 'Usage: npm run restore -- <archive.tar.gz | s3://bucket/prefix/coop-….tar.gz>';

/**
 * `npm run restore -- <archive>`: an archive of `npm run backup` into an empty DATA_DIR (and empty database and
 * file store), with the configuration the server will start with. The archive is a file, or the s3:// address
 * `npm run backup` printed, read with the S3_* settings. One line either way; exit 1 on a refusal.
 */
async function main() {
  const args = process.argv.slice(2);
  if (args.length !== 1) throw new Error(usage);
  const config = loadConfig(process.env);
  const archive = args[0].startsWith('s3://') ? inS3(args[0], config) : path.resolve(args[0]);
  const { manifest, migrated, files } = await restoreBackup(archive, config);
  const tables = Object.keys(manifest.tables).length;
  const brought = migrated.length > 0 ? `, then ${migrated.length} newer migrations` : '';
  const name = typeof archive === 'string' ? path.basename(archive) : archive.name;
  console.log(
    `Restored ${name} (taken ${manifest.createdAt}, schema ${manifest.schemaVersion}${brought}): ${tables} tables, ${files} stored file${files === 1 ? '' : 's'}`,
  );
}

function inS3(address: string, config: AppConfig): ShelvedArchive {
  const where = s3Address(address);
  if (!where) throw new Error(`${address} is not an s3://bucket/prefix/coop-….tar.gz address. ${usage}`);
  return archiveInS3({ kind: 's3', ...where, ...s3Settings(process.env, `Restoring from ${address}`) }, config);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
