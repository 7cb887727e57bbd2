import fs from 'node:fs';
import path from 'node:path';
import { abandonedAfterMs } from './backup-problems';

const stagingPrefix = '.staging-';

/**
 * A new folder in `root` to write an archive in before it is shelved (or to download one into). Folders left by a
 * backup or restore that was cut off (its process killed, the machine restarted) would otherwise stay for good, each
 * as large as an archive: those in which nothing has changed for as long as a backup may take are removed first.
 * One still in use is never taken for abandoned, as the file being written in it changes all the time.
 */
export function newStagingFolder(root: string): string {
  fs.mkdirSync(root, { recursive: true, mode: 0o700 });
  removeAbandonedStaging(root);
  return fs.mkdtempSync(path.join(root, stagingPrefix));
}

function removeAbandonedStaging(root: string): void {
  const before = Date.now() - abandonedAfterMs;
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || !entry.name.startsWith(stagingPrefix)) continue;
    const folder = path.join(root, entry.name);
    if (lastChanged(folder) < before) fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** When the folder or any file in it last changed; a staging folder holds files only. */
function lastChanged(folder: string): number {
  try {
    const inside = fs.readdirSync(folder).map((name) => fs.statSync(path.join(folder, name)).mtimeMs);
    return Math.max(fs.statSync(folder).mtimeMs, ...inside);
  } catch {
    // Removed meanwhile by its own run, which has finished with it.
    return Date.now();
  }
}
