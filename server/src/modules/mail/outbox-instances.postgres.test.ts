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

it('two instances drain 200 messages at the pace of 90 a minute between them, each recipient once', async () => {
  const smtp2 = await SmtpCatcher.start();
  const paced = await TestApp.start({}, { SMTP_URL: smtp2.url, MAIL_PER_MINUTE: '90' });
  const other = await paced.alongside();
  try {
    const recipients = Array.from({ length: 200 }, (_, i) => `paced-${i}@coop.example`);
    await paced.app.db.write((manager) =>
      queueMail(
        manager,
        recipients.map((to) => ({
          kind: 'announcement',
          ref: 'announcement:paced',
          to,
          subject: 'Field trip',
          text: 'Hi',
          html: '<p>Hi</p>',
        })),
      ),
    );
    // A clock of our own, a second a step: both instances drain at each step, as their loops would.
    let clock = Date.now() + 1000;
    const now = () => new Date(clock);
    let steps = 0;
    const drained = [0, 0];
    while (drained[0] + drained[1] < 200 && steps < 400) {
      const [mine, theirs] = await Promise.all([paced.app.outbox.drain(now), other.app.outbox.drain(now)]);
      drained[0] += mine;
      drained[1] += theirs;
      clock += 1000;
      steps++;
    }
    expect(drained[0] + drained[1]).toBe(200);
    expect(drained[0]).toBeGreaterThan(0);
    expect(drained[1]).toBeGreaterThan(0);
    const delivered = smtp2.received.map((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)!.text).sort();
    expect(delivered).toEqual([...recipients].sort());

    // Each began, and was sent, at the step it was claimed: no minute holds more than 90 of them.
    const rows = await paced.app.db.manager.find(OutboxMessage, { where: { ref: 'announcement:paced' } });
    expect(rows.every((row) => row.state === 'sent' && row.tries === 1)).toBe(true);
    const times = rows.map((row) => row.sentAt!.getTime()).sort((a, b) => a - b);
    const busiestMinute = Math.max(
      ...times.map((start) => times.filter((t) => t >= start && t < start + 60_000).length),
    );
    expect(busiestMinute).toBe(90);
    const busiestSecond = Math.max(...times.map((start) => times.filter((t) => t >= start && t < start + 1000).length));
    expect(busiestSecond).toBe(2);
    // 90 in the first 45 s, 90 more from the 61st, the last 20 from the 121st: about two minutes and 10 s.
    expect(times.at(-1)! - times[0]).toBeGreaterThanOrEqual(120_000);
    expect(times.at(-1)! - times[0]).toBeLessThan(135_000);
  } finally {
    await paced.stop();
    await smtp2.close();
  }
});
