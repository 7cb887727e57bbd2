import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { User } from '../../modules/accounts';
import { entities } from '../../entities';
import { createTestDatabase, testEngine } from '../../test-support/test-database';
import { openDatabase } from '../database';
import { TemporaryPasswords1765000000000 } from './1765000000000-temporary-passwords';

it('gives an account already waiting for a reset at the upgrade the full lifetime from then, and no one else a date', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-db-'));
  const database = testEngine() === 'postgres' ? await createTestDatabase() : undefined;
  const db = await openDatabase({ dataDir, databaseUrl: database?.url }, { entities });
  const runner = db.source.createQueryRunner();
  const migration = new TemporaryPasswords1765000000000();
  try {
    await migration.down(runner);
    const insert = (id: string, status: string) => {
      const [sql, values] = db.source.driver.escapeQueryWithParameters(
        `INSERT INTO "users" ("id", "name", "email", "password_hash", "role", "status", "created_at") VALUES (:id, :id, :email, 'hash', 'parent', :status, '2026-01-01 00:00:00')`,
        { id, email: `${id}@example.test`, status },
      );
      return runner.query(sql, values);
    };
    await insert('waiting', 'password_reset_required');
    await insert('settled', 'approved');
    const before = Date.now() - 1000;
    await migration.up(runner);

    const waiting = await db.manager.findOneByOrFail(User, { id: 'waiting' });
    expect(waiting.tempPasswordIssuedAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(waiting.tempPasswordIssuedAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(waiting.tempPasswordUsedAt).toBeNull();
    expect(await db.manager.findOneByOrFail(User, { id: 'settled' })).toMatchObject({
      tempPasswordIssuedAt: null,
      tempPasswordUsedAt: null,
    });
  } finally {
    await runner.release();
    await db.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
