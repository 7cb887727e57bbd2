import { afterAll, beforeAll, expect, it } from 'vitest';
import { SmtpCatcher } from '../../test-support/smtp-catcher';
import { TestApp } from '../../test-support/test-app';
import { OutboxMessage } from './outbox-message.entity';
import { queueMail } from './outbox';

let app: TestApp;
let smtp: SmtpCatcher;

beforeAll(async () => {
  smtp = await SmtpCatcher.start();
  app = await TestApp.start({}, { SMTP_URL: smtp.url });
});
afterAll(async () => {
  await app.stop();
  await smtp.close();
});

it('two instances over one database deliver each of 40 messages exactly once', async () => {
  const other = await app.alongside();
  const recipients = Array.from({ length: 40 }, (_, i) => `pair-${i}@coop.example`);
  await app.app.db.write((manager) =>
    queueMail(
      manager,
      recipients.map((to) => ({ kind: 'account_approved', to, subject: 'Approved', text: 'Hi', html: '<p>Hi</p>' })),
    ),
  );
  // Slow enough that both instances claim while the other delivers.
  smtp.delayMs = 10;
  const [mine, theirs] = await Promise.all([app.app.outbox.drain(), other.app.outbox.drain()]);
  expect(mine + theirs).toBe(40);
  expect(mine).toBeGreaterThan(0);
  expect(theirs).toBeGreaterThan(0);

  const delivered = smtp.received.map((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)!.text).sort();
  expect(delivered).toEqual([...recipients].sort());
  const rows = await app.app.db.manager.find(OutboxMessage);
  expect(rows.every((row) => row.state === 'sent' && row.tries === 1)).toBe(true);
});
