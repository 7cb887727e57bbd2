import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { entities } from '../entities';
import { takeBackup } from '../modules/backup';
import { createTestDatabase } from '../test-support/test-database';
import { backupsIn, manifestOf, recordedMigrations } from '../test-support/upgrades';
import { openDatabase } from './database';
import { migrations } from './migrations';

describe('instances starting at once over a PostgreSQL database one release behind', () => {
  it('back it up once: the instance that migrates, under the lock; the others find nothing pending', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-upgrade-'));
    const database = await createTestDatabase();
    const config = { ...loadConfig({}), dataDir, databaseUrl: database.url };
    try {
      const older = await openDatabase(config, { entities: [], migrations: migrations.slice(0, -1) });
      await older.close();

      const asked: string[][] = [];
      const backup = async (pending: string[]) => {
        asked.push(pending);
        return (await takeBackup(config)).file;
      };
      const opened = await Promise.all(
        Array.from({ length: 3 }, () => openDatabase(config, { entities, beforeMigrations: backup })),
      );
      await Promise.all(opened.map((db) => db.close()));

      expect(asked).toEqual([[migrations.at(-1)!.name]]);
      const archives = backupsIn(config);
      expect(archives).toHaveLength(1);
      expect((await manifestOf(archives[0])).schemaVersion).toBe(migrations.at(-2)!.name);
      expect(await recordedMigrations(config)).toEqual(migrations.map((migration) => migration.name));
    } finally {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
