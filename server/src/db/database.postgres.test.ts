import { describe, expect, it } from 'vitest';
import { openInstances } from '../test-support/instances';

const timeout = (ms: number) => new Promise((resolve) => setTimeout(() => resolve('timed out'), ms));

describe('writes on PostgreSQL', () => {
  it('run side by side: the database, not a queue in the process, orders them', async () => {
    const { databases, close } = await openInstances(1);
    try {
      const [db] = databases;
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      // The first transaction can only end once the second has run: a queue would never let it.
      const first = db.write(async (manager) => {
        await manager.query('SELECT 1');
        await released;
        return 'first';
      });
      const second = db.write(async (manager) => {
        await manager.query('SELECT 1');
        release();
        return 'second';
      });
      expect(await Promise.race([Promise.all([first, second]), timeout(5000)])).toEqual(['first', 'second']);
    } finally {
      await close();
    }
  });

  it('that are under way when the database closes are finished first', async () => {
    const { databases, close } = await openInstances(1);
    try {
      const [db] = databases;
      await db.manager.query('CREATE TABLE probe (id int)');
      // The write is held open until close has been asked for, so that close finds it under way.
      let closeAsked!: () => void;
      const held = new Promise<void>((resolve) => (closeAsked = resolve));
      const write = db.write(async (manager) => {
        await held;
        await manager.query('INSERT INTO probe VALUES (1)');
      });
      const closing = db.close();
      closeAsked();
      await write;
      await closing;
    } finally {
      await close();
    }
  });
});
