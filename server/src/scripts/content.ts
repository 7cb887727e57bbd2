import 'reflect-metadata';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { entities } from '../entities';
import { backupBeforeMigrations } from '../modules/backup';
import { readContentFiles, exportContent, importContent, ContentService } from '../modules/content';

/**
 * `npm run content:import`: the files under content/ into the database (DATA_DIR or DATABASE_URL, as the server
 * reads them), each changed file as a new version by the content/ files.
 * `npm run content:export`: the documents as saved back into content/, byte for byte.
 */
async function main() {
  const command = process.argv[2];
  if (command !== 'import' && command !== 'export') throw new Error('Usage: content.js import|export');
  const config = loadConfig(process.env);
  const db = await openDatabase(config, { entities, beforeMigrations: backupBeforeMigrations(config, console.log) });
  const content = new ContentService(db, () => readContentFiles(config.contentDir), { pollMs: 60_000 });
  try {
    await content.start();
    if (command === 'import') {
      const changed = await importContent(content, config.contentDir);
      console.log(
        `Imported ${changed.length} changed documents from ${config.contentDir}${changed.length ? `: ${changed.join(', ')}` : ''}`,
      );
    } else {
      const written = exportContent(content, config.contentDir);
      console.log(`Exported the documents to ${config.contentDir}: ${written} files changed`);
    }
  } finally {
    await content.stop();
    await db.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
