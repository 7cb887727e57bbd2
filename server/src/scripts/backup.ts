import os from 'node:os';
import { loadConfig } from '../config';
import { takeBackup } from '../modules/backup';

/**
 * `npm run backup`: one archive of the database, the stored files and a manifest, into BACKUP_DIR (by default
 * DATA_DIR/backups) or BACKUP_STORAGE, while the server may be running. Prints where the archive is (its path,
 * or its s3:// address, which `npm run restore` takes as it is), and nothing else on stdout, so that a script
 * can pick it up.
 */
async function main() {
  // Beside a serving server on a small machine, the members' requests go first: packing the archive can wait.
  os.setPriority(os.constants.priority.PRIORITY_BELOW_NORMAL);
  const { file, gone } = await takeBackup(loadConfig(process.env));
  for (const storedId of gone)
    console.error(`Left out the stored file ${storedId}: it was deleted while the backup ran`);
  console.log(file);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
