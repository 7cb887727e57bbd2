import { describe, expect, it } from 'vitest';
import { openInstances } from '../test-support/instances';
import { migrations } from './migrations';

describe('instances starting at once on an empty PostgreSQL database', () => {
  it('all come up: one migrates while the others wait, then find nothing left to do', async () => {
    const { databases, close } = await openInstances(3);
    try {
      expect(databases).toHaveLength(3);
      const ran = await databases[0].manager.query('SELECT name FROM migrations ORDER BY id');
      expect(ran.map((row: { name: string }) => row.name)).toEqual(migrations.map((migration) => migration.name));
      const [{ count }] = await databases[1].manager.query(
        "SELECT count(*)::int AS count FROM pg_tables WHERE schemaname = 'public' AND tablename = 'users'",
      );
      expect(count).toBe(1);
    } finally {
      await close();
    }
  });
});
