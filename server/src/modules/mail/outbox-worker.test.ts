import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { SmtpCatcher } from '../../test-support/smtp-catcher';
import { TestApp } from '../../test-support/test-app';
import { outboxFolder } from './mail-delivery';
import { OutboxMessage } from './outbox-message.entity';
import { queueMail, type MailMessage } from './outbox';
import { siteDetailsOnDisk } from '../../test-support/content-on-disk';

const started: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  for (const running of started.splice(0).reverse()) await running.stop();
});

async function catcher(): Promise<SmtpCatcher> {
  const smtp = await SmtpCatcher.start();
  started.push({ stop: () => smtp.close() });
  return smtp;
}

async function appSendingTo(smtp: SmtpCatcher | undefined, options: Parameters<typeof TestApp.start>[2] = {}) {
  const app = await TestApp.start({}, smtp ? { SMTP_URL: smtp.url } : {}, options);
  started.push(app);
  return app;
}

const message = (to: string, extra: Partial<MailMessage> = {}): MailMessage => ({
  kind: 'account_approved',
  to,
  subject: 'Your account was approved',
  text: 'Welcome aboard. You can sign in now.',
  html: '<p>Welcome aboard. You can <strong>sign in</strong> now.</p>',
  ...extra,
});

function queue(app: TestApp, ...messages: MailMessage[]) {
  return app.app.db.write((manager) => queueMail(manager, messages));
}

const rowOf = async (app: TestApp, to: string) =>
  (await app.app.db.manager.findOneBy(OutboxMessage, { recipient: to }))!;

const later = (ms: number) => () => new Date(Date.now() + ms);

describe('delivery over SMTP', () => {
  it('sends a text and HTML message from the co-op to its recipient, and records it sent', async () => {
    const smtp = await catcher();
    const app = await appSendingTo(smtp);
    await queue(app, message('parent@coop.example'));
    expect(await app.app.outbox.drain()).toBe(1);

    const [mail] = smtp.received;
    const site = siteDetailsOnDisk(app.config.contentDir);
    expect(mail.from?.value).toEqual([{ name: site.name, address: site.contact.email }]);
    expect(mail.to).toMatchObject({ value: [{ address: 'parent@coop.example', name: '' }] });
    expect(mail.subject).toBe('Your account was approved');
    expect(mail.text?.trim()).toBe('Welcome aboard. You can sign in now.');
    expect(mail.html).toContain('<strong>sign in</strong>');
    expect(mail.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });

    const row = await rowOf(app, 'parent@coop.example');
    expect(row).toMatchObject({ state: 'sent', tries: 1, lastError: null, claimedUntil: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    // Delivered once: a second pass finds nothing due.
    expect(await app.app.outbox.drain()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('sends from MAIL_FROM when it is set', async () => {
    const smtp = await catcher();
    const app = await TestApp.start({}, { SMTP_URL: smtp.url, MAIL_FROM: 'Co-op Office <office@coop.example>' });
    started.push(app);
    await queue(app, message('from@coop.example'));
    await app.app.outbox.drain();
    expect(smtp.received[0].from?.value).toEqual([{ name: 'Co-op Office', address: 'office@coop.example' }]);
  });

  it('offers one-click unsubscribe on a message that carries an address for it, and only there', async () => {
    const smtp = await catcher();
    const app = await appSendingTo(smtp);
    const unsubscribe = 'https://coop.example/unsubscribe?token=abc';
    await queue(
      app,
      message('news@coop.example', { kind: 'announcement', ref: 'announcement:1', unsubscribeUrl: unsubscribe }),
      message('account@coop.example'),
    );
    expect(await app.app.outbox.drain()).toBe(2);

    const to = (address: string) =>
      smtp.received.find((mail) => mail.to && 'text' in mail.to && mail.to.text === address)!;
    const headerLines = (address: string) => to(address).headerLines.map((header) => header.line);
    expect(headerLines('news@coop.example')).toEqual(
      expect.arrayContaining([
        `List-Unsubscribe: <${unsubscribe}>`,
        'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      ]),
    );
    expect(headerLines('account@coop.example').filter((line) => line.startsWith('List-'))).toEqual([]);
    expect(await rowOf(app, 'news@coop.example')).toMatchObject({ ref: 'announcement:1', state: 'sent' });
  });

  it('retries a temporary refusal on its own, and delivers it on the second try', async () => {
    const smtp = await catcher();
    smtp.refusals.push({ code: 451, message: 'Try again later' });
    const app = await appSendingTo(smtp, { outbox: { pollMs: 20, retryBaseMs: 50 } });
    await queue(app, message('retry@coop.example'));
    // Within moments; the ceiling is for a busy machine.
    await expect.poll(async () => (await rowOf(app, 'retry@coop.example')).state, { timeout: 30_000 }).toBe('sent');
    expect(await rowOf(app, 'retry@coop.example')).toMatchObject({ state: 'sent', tries: 2, lastError: null });
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Your account was approved']);
  });

  it('waits twice as long before each retry, and gives up after 8 tries', async () => {
    const smtp = await catcher();
    for (let i = 0; i < 8; i++) smtp.refusals.push({ code: 421, message: 'Service not available' });
    const app = await appSendingTo(smtp);
    await queue(app, message('busy@coop.example'));

    const before = Date.now();
    await app.app.outbox.drain();
    let row = await rowOf(app, 'busy@coop.example');
    expect(row).toMatchObject({ state: 'queued', tries: 1 });
    expect(row.lastError).toContain('Service not available');
    expect(row.nextAttemptAt.getTime() - before).toBeGreaterThanOrEqual(30_000);
    expect(row.nextAttemptAt.getTime() - before).toBeLessThan(31_000);
    // Not due yet.
    expect(await app.app.outbox.drain()).toBe(0);

    await app.app.outbox.drain(later(31_000));
    row = await rowOf(app, 'busy@coop.example');
    expect(row).toMatchObject({ state: 'queued', tries: 2 });
    expect(row.nextAttemptAt.getTime() - before).toBeGreaterThanOrEqual(91_000);

    for (let hour = 1; hour <= 6; hour++) await app.app.outbox.drain(later(hour * 3_600_000));
    row = await rowOf(app, 'busy@coop.example');
    expect(row).toMatchObject({ state: 'failed', tries: 8 });
    expect(row.lastError).toContain('Service not available');
    expect(smtp.received).toEqual([]);
  });

  it('fails a message at once when the server refuses it for good, with its answer', async () => {
    const smtp = await catcher();
    smtp.refusals.push({ code: 550, message: 'No such mailbox here' });
    const app = await appSendingTo(smtp);
    await queue(app, message('nobody@coop.example'));
    await app.app.outbox.drain();
    const row = await rowOf(app, 'nobody@coop.example');
    expect(row).toMatchObject({ state: 'failed', tries: 1, sentAt: null });
    expect(row.lastError).toMatch(/550.*No such mailbox here/);
    expect(await app.app.outbox.drain(later(24 * 3_600_000))).toBe(0);
  });

  it("takes over a crashed worker's claim once its lease has passed, and leaves a live claim alone", async () => {
    const smtp = await catcher();
    const app = await appSendingTo(smtp);
    await queue(app, message('crashed@coop.example'), message('live@coop.example'));
    const past = new Date(Date.now() - 1000);
    const ahead = new Date(Date.now() + 60_000);
    await app.app.db.write(async (manager) => {
      await manager.update(
        OutboxMessage,
        { recipient: 'crashed@coop.example' },
        { state: 'sending', tries: 1, claimedUntil: past },
      );
      await manager.update(
        OutboxMessage,
        { recipient: 'live@coop.example' },
        { state: 'sending', tries: 1, claimedUntil: ahead },
      );
    });
    expect(await app.app.outbox.drain()).toBe(1);
    expect(await rowOf(app, 'crashed@coop.example')).toMatchObject({ state: 'sent', tries: 2 });
    expect(await rowOf(app, 'live@coop.example')).toMatchObject({ state: 'sending', tries: 1 });
    expect(smtp.received.map((mail) => mail.to)).toMatchObject([{ text: 'crashed@coop.example' }]);
  });

  it('claims a few messages at a time and delivers every one of many', async () => {
    const smtp = await catcher();
    const app = await appSendingTo(smtp);
    const many = Array.from({ length: 25 }, (_, i) => message(`many-${i}@coop.example`));
    await queue(app, ...many);
    expect(await app.app.outbox.drain()).toBe(25);
    expect(new Set(smtp.received.map((mail) => mail.subject))).toEqual(new Set(['Your account was approved']));
    expect(smtp.received).toHaveLength(25);
  });
});

describe('pacing', () => {
  it('begins no more than MAIL_PER_MINUTE a minute, a sixtieth of them a second, account mail before announcements', async () => {
    const smtp = await catcher();
    const app = await TestApp.start({}, { SMTP_URL: smtp.url, MAIL_PER_MINUTE: '120' });
    started.push(app);
    const announcement = (i: number) =>
      message(`family-${i}@coop.example`, { kind: 'announcement', ref: 'announcement:big', subject: 'Field trip' });
    await queue(app, ...Array.from({ length: 150 }, (_, i) => announcement(i)));
    await queue(app, message('approved@coop.example'));

    let clock = Date.now() + 1000;
    // Two a second: the account mail, queued last, goes first.
    expect(await app.app.outbox.drain(() => new Date(clock))).toBe(2);
    expect(smtp.received[0].subject).toBe('Your account was approved');
    for (let second = 1; second < 60; second++) {
      clock += 1000;
      await app.app.outbox.drain(() => new Date(clock));
    }
    expect(smtp.received).toHaveLength(120);
    // The minute is full: nothing begins until its first second has passed.
    clock += 500;
    expect(await app.app.outbox.drain(() => new Date(clock))).toBe(0);
    await queue(app, message('reset@coop.example', { subject: 'Reset your password' }));
    clock += 500;
    expect(await app.app.outbox.drain(() => new Date(clock))).toBe(2);
    expect(smtp.received.at(-2)?.subject).toBe('Reset your password');
  });
});

describe('without SMTP_URL', () => {
  it('writes each message as an .eml file under DATA_DIR/outbox and logs it without its body', async () => {
    const app = await appSendingTo(undefined);
    await queue(
      app,
      message('eml@coop.example', { kind: 'password_reset_link', subject: 'Reset your password', sensitive: true }),
    );
    await app.app.outbox.drain();

    const folder = path.join(app.config.dataDir, outboxFolder);
    const files = fs.readdirSync(folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = await simpleParser(fs.readFileSync(path.join(folder, files[0])));
    const site = siteDetailsOnDisk(app.config.contentDir);
    expect(mail.from?.value).toEqual([{ name: site.name, address: site.contact.email }]);
    expect(mail.to).toMatchObject({ text: 'eml@coop.example' });
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text?.trim()).toBe('Welcome aboard. You can sign in now.');
    expect(mail.html).toContain('<strong>sign in</strong>');
    expect(mail.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });

    const lines = app.logs.filter((line) => line.includes('eml@coop.example'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('password_reset_link');
    expect(lines[0]).toContain('Reset your password');
    expect(lines[0]).not.toContain('Welcome aboard');
    expect(await rowOf(app, 'eml@coop.example')).toMatchObject({ state: 'sent', tries: 1 });
  });
});
