import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { entities } from '../../entities';
import { OfficeSetting } from '../../modules/enrollment-office';
import { createTestDatabase, testEngine } from '../../test-support/test-database';
import { openDatabase } from '../database';
import { PlacementNotices1766740000000 } from './1766740000000-placement-notices';

it('keeps the choice the office made for withdrawals as its choice for every placement change', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-db-'));
  const database = testEngine() === 'postgres' ? await createTestDatabase() : undefined;
  const db = await openDatabase({ dataDir, databaseUrl: database?.url }, { entities });
  const runner = db.source.createQueryRunner();
  const migration = new PlacementNotices1766740000000();
  try {
    await migration.down(runner);
    await runner.query(`UPDATE "office_settings" SET "withdrawal_notices" = 'morning_digest'`);
    await migration.up(runner);
    expect(await db.manager.findOneByOrFail(OfficeSetting, { id: 'office' })).toEqual({
      id: 'office',
      placementNotices: 'morning_digest',
    });
  } finally {
    await runner.release();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
});
