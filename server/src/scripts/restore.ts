import path from 'node:path';
import { loadConfig } from '../config';
import { restoreBackup } from '../modules/backup';

/**
 * `npm run restore -- <archive>`: an archive of `npm run backup` into an empty DATA_DIR (and empty database and
 * file store), with the configuration the server will start with. One line either way; exit 1 on a refusal.
 */
async function main() {
  const args = process.argv.slice(2);
  if (args.length !== 1) throw new Error('Usage: npm run restore -- <archive.tar.gz>');
  const archive = path.resolve(args[0]);
  const { manifest, migrated, files } = await restoreBackup(archive, loadConfig(process.env));
  const tables = Object.keys(manifest.tables).length;
  const brought = migrated.length > 0 ? `, then ${migrated.length} newer migrations` : '';
  console.log(
    `Restored ${path.basename(archive)} (taken ${manifest.createdAt}, schema ${manifest.schemaVersion}${brought}): ${tables} tables, ${files} stored file${files === 1 ? '' : 's'}`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
