import { describe, expect, it } from 'vitest';
import { openInstances } from '../../test-support/instances';
import { TestApp } from '../../test-support/test-app';
import { ensureAdmin } from './admin-bootstrap';
import { User, Role } from '../accounts';

describe('the first administrator', () => {
  it('is created with a generated password, printed once, that logs in', async () => {
    const app = await TestApp.start({ admin: { email: 'boss@example.test', password: undefined, name: 'Co-op Boss' } });
    try {
      const line = app.logs.find((entry) => entry.includes('generated password'));
      const password = line?.split(': ').pop() ?? '';
      expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
      const login = await app.rest('POST', '/api/login.php', { body: { email: 'boss@example.test', password } });
      expect(login.body.user).toMatchObject({ name: 'Co-op Boss', role: 'admin', status: 'approved' });
      await app.stop({ keepData: true });

      const again = await TestApp.start({
        dataDir: app.config.dataDir,
        admin: { email: 'other@example.test', password: 'other-password', name: 'Other' },
      });
      expect(again.logs.some((entry) => entry.includes('Created administrator'))).toBe(false);
      expect(await again.app.db.manager.countBy(User, { role: Role.admin })).toBe(1);
      await again.stop();
    } catch (error) {
      await app.stop().catch(() => undefined);
      throw error;
    }
  });

  it('never overwrites an existing account that holds the admin e-mail', async () => {
    const app = await TestApp.start({
      admin: { email: 'first@example.test', password: 'first-password', name: 'First' },
    });
    const { user } = await app.seedUser({ email: 'taken@example.test' });
    await app.app.db.write((manager) => manager.delete(User, { role: Role.admin }));
    await app.stop({ keepData: true });
    const again = await TestApp.start({
      dataDir: app.config.dataDir,
      admin: { email: 'taken@example.test', password: 'new-password', name: 'New' },
    });
    try {
      const kept = await again.findUser(user.id);
      expect(kept?.role).toBe(Role.parent);
      expect(kept?.passwordHash).toBe(user.passwordHash);
      expect(again.logs.join('\n')).toContain('set ADMIN_EMAIL to another address');
    } finally {
      await again.stop();
    }
  });

  it('is created once when instances start at the same moment on a database without accounts', async () => {
    const { databases, close } = await openInstances(3);
    try {
      const admin = { email: 'boss@example.test', password: 'boss-password-1', name: 'Co-op Boss' };
      const logs: string[][] = databases.map(() => []);
      await Promise.all(databases.map((db, index) => ensureAdmin(db, admin, (line) => logs[index].push(line))));
      expect(await databases[0].manager.countBy(User, {})).toBe(1);
      expect(await databases[0].manager.countBy(User, { role: Role.admin, email: admin.email })).toBe(1);
      const created = logs.flat().filter((line) => line.startsWith('Created administrator'));
      expect(created).toEqual([`Created administrator ${admin.email} with the password from ADMIN_PASSWORD.`]);
      expect(logs.flat()).toHaveLength(1);
    } finally {
      await close();
    }
  });
});
