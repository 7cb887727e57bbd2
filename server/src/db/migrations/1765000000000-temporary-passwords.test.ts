import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { User } from '../../modules/users/user.entity';
import { entities } from '../../entities';
import { openDatabase } from '../database';
import { TemporaryPasswords1765000000000 } from './1765000000000-temporary-passwords';

it('gives an account already waiting for a reset at the upgrade the full lifetime from then, and no one else a date', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-db-'));
  const db = await openDatabase({ dataDir, databaseUrl: undefined }, { entities });
  const runner = db.source.createQueryRunner();
  const migration = new TemporaryPasswords1765000000000();
  try {
    await migration.down(runner);
    const insert = `INSERT INTO "users" ("id", "name", "email", "password_hash", "role", "status", "created_at") VALUES (?, ?, ?, 'hash', 'parent', ?, '2026-01-01 00:00:00')`;
    await runner.query(insert, ['waiting', 'Waiting', 'waiting@example.test', 'password_reset_required']);
    await runner.query(insert, ['settled', 'Settled', 'settled@example.test', 'approved']);
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
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
