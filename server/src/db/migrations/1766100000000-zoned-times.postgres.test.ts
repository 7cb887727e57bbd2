import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { User } from '../../modules/accounts';
import { entities } from '../../entities';
import { createTestDatabase } from '../../test-support/test-database';
import { setProcessTimeZone } from '../../test-support/time-zone';
import { openDatabase } from '../database';
import { ZonedTimes1766100000000 } from './1766100000000-zoned-times';

const originalZone = process.env.TZ;
afterEach(() => setProcessTimeZone(originalZone));

it('keeps the instant of every time written before times were instants, read in the zone the server ran in', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-db-'));
  const database = await createTestDatabase();
  const db = await openDatabase({ dataDir, databaseUrl: database.url }, { entities });
  const runner = db.source.createQueryRunner();
  const migration = new ZonedTimes1766100000000();
  const createdAt = new Date('2026-07-04T15:30:00.250Z');
  try {
    setProcessTimeZone('America/Chicago');
    expect(new Date('2026-07-04T12:00:00Z').getTimezoneOffset()).toBe(300);
    await migration.down(runner);
    const types = async () =>
      (
        await runner.query(
          `SELECT DISTINCT data_type FROM information_schema.columns WHERE table_name = 'users' AND column_name LIKE '%_at'`,
        )
      ).map((row: { data_type: string }) => row.data_type);
    expect(await types()).toEqual(['timestamp without time zone']);
    await db.manager.insert(User, {
      id: 'early',
      name: 'Early Member',
      email: 'early@example.test',
      passwordHash: 'hash',
      role: 'parent',
      status: 'approved',
      createdAt,
      approvedAt: null,
      approvedBy: null,
    } as Partial<User>);
    const [{ wall }] = await runner.query(`SELECT to_char(created_at, 'HH24:MI') AS wall FROM users`);
    expect(wall).toBe('10:30');

    await migration.up(runner);
    expect(await types()).toEqual(['timestamp with time zone']);
    setProcessTimeZone('UTC');
    expect((await db.manager.findOneByOrFail(User, { id: 'early' })).createdAt.toISOString()).toBe(
      createdAt.toISOString(),
    );
  } finally {
    await runner.release();
    await db.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
