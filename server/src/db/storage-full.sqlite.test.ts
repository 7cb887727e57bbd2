import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { expect, it } from 'vitest';
import { storageFullMessage } from '../errors';
import { SharedLink } from '../modules/links';
import { Role, User } from '../modules/accounts';
import { SmallDisk } from '../test-support/small-disk';
import { adminCredentials, TestApp } from '../test-support/test-app';

SmallDisk.describe('a full disk under the database', () => {
  it('refuses a write with 507, and every write acknowledged once space is back survives a restart', async () => {
    const disk = SmallDisk.mount(20);
    const databaseFile = path.join(disk.dir, 'coop.sqlite');
    let app = await TestApp.start({ dataDir: disk.dir });
    try {
      const { token: teacher } = await app.seedUser({ role: Role.teacher });
      // An empty write-ahead log: the next write has to grow it, so a full disk cannot go unnoticed.
      await app.app.db.manager.query('PRAGMA wal_checkpoint(TRUNCATE)');
      disk.fill();

      const login = await app.rest('POST', '/api/login.php', { body: adminCredentials });
      expect(login.status).toBe(507);
      expect(login.body).toEqual({ success: false, error: storageFullMessage, code: 'INSUFFICIENT_STORAGE' });
      const share = await app.graphql(
        'mutation($i: ShareLinkInput!) { shareLink(input: $i) { id } }',
        {
          i: {
            title: 'Lost',
            url: 'https://example.org/lost',
            description: 'd',
            category: 'General',
            visibility: 'everyone',
          },
        },
        teacher,
      );
      expect(share.errors?.[0]).toMatchObject({
        message: storageFullMessage,
        extensions: { code: 'INSUFFICIENT_STORAGE' },
      });
      expect(app.logs.join('\n')).toMatch(/SQLITE_FULL|database or disk is full/);

      disk.free();
      const signup = await app.rest('POST', '/api/signup.php', {
        body: { name: 'After Space', email: 'after@example.test', password: 'secret12' },
      });
      expect(signup.status).toBe(200);
      const link = await app.rest('POST', '/api/links.php', {
        token: teacher,
        body: {
          title: 'Kept',
          url: 'https://example.org/kept',
          description: 'd',
          category: 'General',
          visibility: 'everyone',
        },
      });
      expect(link.status).toBe(200);

      // Another connection sees the writes at once: they were committed, not held in a transaction that never ends.
      const reader = new BetterSqlite3(databaseFile, { readonly: true });
      try {
        expect(reader.prepare('SELECT name FROM users WHERE email = ?').get('after@example.test')).toEqual({
          name: 'After Space',
        });
      } finally {
        reader.close();
      }

      await app.stop({ keepData: true });
      app = await TestApp.start({ dataDir: disk.dir });
      expect((await app.app.db.manager.findOneBy(User, { email: 'after@example.test' }))?.name).toBe('After Space');
      expect((await app.app.db.manager.findOneBy(SharedLink, { url: 'https://example.org/kept' }))?.title).toBe('Kept');
      expect(await app.app.db.manager.countBy(SharedLink, { url: 'https://example.org/lost' })).toBe(0);
    } finally {
      await app.stop({ keepData: true });
      disk.unmount();
    }
  }, 60_000);
});
