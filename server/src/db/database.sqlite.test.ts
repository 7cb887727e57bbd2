import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TestApp } from '../test-support/test-app';
import { User } from '../modules/accounts';
import { entities } from '../entities';
import { openDatabase } from './database';
import { migrations } from './migrations';

describe('the database', () => {
  it('is created by its migrations, in WAL mode with foreign keys on', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-db-'));
    const db = await openDatabase({ dataDir, databaseUrl: undefined }, { entities });
    try {
      const [{ journal_mode }] = await db.manager.query('PRAGMA journal_mode');
      const [{ foreign_keys }] = await db.manager.query('PRAGMA foreign_keys');
      const [{ timeout }] = await db.manager.query('PRAGMA busy_timeout');
      expect({ journal_mode, foreign_keys, timeout }).toEqual({ journal_mode: 'wal', foreign_keys: 1, timeout: 5000 });
      const ran = await db.manager.query('SELECT name FROM migrations');
      expect(ran.map((row: { name: string }) => row.name)).toEqual(migrations.map((migration) => migration.name));
    } finally {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps accounts across a restart', async () => {
    const first = await TestApp.start();
    await first.rest('POST', '/api/signup.php', {
      body: { name: 'Kept Parent', email: 'kept@example.test', password: 'secret12' },
    });
    await first.stop({ keepData: true });
    const second = await TestApp.start({ dataDir: first.config.dataDir });
    try {
      const kept = await second.app.db.manager.findOneBy(User, { email: 'kept@example.test' });
      expect(kept?.name).toBe('Kept Parent');
      expect(await second.app.db.manager.countBy(User, {})).toBe(2);
    } finally {
      await second.stop();
    }
  });

  it('runs concurrent writes one after another without mixing their transactions', async () => {
    const app = await TestApp.start();
    try {
      const signups = Array.from({ length: 8 }, (_, i) =>
        app.rest('POST', '/api/signup.php', {
          body: { name: `Parent ${i}`, email: `same-${i % 2}@example.test`, password: 'secret12' },
        }),
      );
      const statuses = (await Promise.all(signups)).map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 200, 409, 409, 409, 409, 409, 409]);
      expect(await app.app.db.manager.countBy(User, {})).toBe(3);
    } finally {
      await app.stop();
    }
  });
});
