import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../../test-support/test-app';
import { OutboxMessage } from './outbox-message.entity';
import { queueMail, type MailMessage } from './outbox';

let app: TestApp;
beforeAll(async () => {
  app = await TestApp.start();
});
afterAll(() => app.stop());

const message = (to: string): MailMessage => ({
  kind: 'account_approved',
  to,
  subject: 'Your account was approved',
  text: 'Welcome.',
  html: '<p>Welcome.</p>',
});

const rowsFor = (to: string) => app.app.db.manager.findBy(OutboxMessage, { recipient: to });

describe('the outbox takes messages inside the write that causes them', () => {
  it('keeps them, queued and due at once, when the write commits', async () => {
    const before = Date.now();
    await app.app.db.write((manager) => queueMail(manager, [message('a@coop.example'), message('b@coop.example')]));
    const [row] = await rowsFor('a@coop.example');
    expect(row).toMatchObject({ state: 'queued', tries: 0, sensitive: false, subject: 'Your account was approved' });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await rowsFor('b@coop.example')).toHaveLength(1);
  });

  it('keeps none when the write rolls back', async () => {
    await expect(
      app.app.db.write(async (manager) => {
        await queueMail(manager, [message('rolled-back@coop.example')]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsFor('rolled-back@coop.example')).toEqual([]);
  });

  it('refuses a message outside a write', async () => {
    await expect(queueMail(app.app.db.manager, [message('loose@coop.example')])).rejects.toThrow(/inside the write/);
    expect(await rowsFor('loose@coop.example')).toEqual([]);
  });
});
