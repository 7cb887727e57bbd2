import { mailPreferencesPath, mailPreferencesTokenPattern } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../../test-support/test-app';
import { deliveryCounts } from './delivery-counts';
import { MailPreference } from './mail-preference.entity';
import { announcementsStopped, unsubscribeUrl, unsubscribeUrls } from './mail-preferences';
import { queueMail, type MailMessage } from './outbox';
import { OutboxMessage } from './outbox-message.entity';

let app: TestApp;
const siteUrl = 'https://coop.example';

beforeAll(async () => {
  app = await TestApp.start();
});
afterAll(() => app.stop());

const write = <T>(work: Parameters<TestApp['app']['db']['write']>[0]) => app.app.db.write(work) as Promise<T>;
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

describe('unsubscribe addresses', () => {
  it('points at the preferences page on the site with a random token, the same for every spelling of an address', async () => {
    const url = await write<string>((manager) => unsubscribeUrl(manager, siteUrl, 'Parent.One@Coop.Example'));
    expect(url.startsWith(`${siteUrl}${mailPreferencesPath}?token=`)).toBe(true);
    expect(tokenOf(url)).toMatch(mailPreferencesTokenPattern);

    const again = await write<string>((manager) => unsubscribeUrl(manager, siteUrl, ' parent.one@coop.example '));
    expect(again).toBe(url);
    const other = await write<string>((manager) => unsubscribeUrl(manager, siteUrl, 'parent.two@coop.example'));
    expect(tokenOf(other)).not.toBe(tokenOf(url));

    const row = await app.app.db.manager.findOneByOrFail(MailPreference, { address: 'parent.one@coop.example' });
    expect(row).toMatchObject({ token: tokenOf(url), announcementsStopped: false, changedAt: null });
  });

  it('answers a whole audience at once, keyed as given, keeping tokens already made', async () => {
    const known = await write<string>((manager) => unsubscribeUrl(manager, siteUrl, 'known@coop.example'));
    const addresses = ['Known@coop.example', ...Array.from({ length: 1200 }, (_, i) => `many-${i}@coop.example`)];
    const urls = await write<Map<string, string>>((manager) => unsubscribeUrls(manager, siteUrl, addresses));
    expect([...urls.keys()]).toEqual(addresses);
    expect(urls.get('Known@coop.example')).toBe(known);
    expect(new Set([...urls.values()].map(tokenOf)).size).toBe(addresses.length);
  });
});

describe('announcements stopped', () => {
  it('names, lower-cased, only the addresses that stopped them', async () => {
    await write((manager) => unsubscribeUrls(manager, siteUrl, ['stopped@coop.example', 'still@coop.example']));
    await app.app.db.write((manager) =>
      manager.update(MailPreference, { address: 'stopped@coop.example' }, { announcementsStopped: true }),
    );
    const stopped = await write<Set<string>>((manager) =>
      announcementsStopped(manager, ['STOPPED@coop.example', 'still@coop.example', 'never-seen@coop.example']),
    );
    expect([...stopped]).toEqual(['stopped@coop.example']);
    expect(await write<Set<string>>((manager) => announcementsStopped(manager, []))).toEqual(new Set());
  });
});

describe('delivery counts', () => {
  const message = (to: string, ref: string): MailMessage => ({
    kind: 'announcement',
    to,
    ref,
    subject: 'Field trip',
    text: 'Hi',
    html: '<p>Hi</p>',
  });

  it('counts each message’s deliveries by where they stand, sending among the queued', async () => {
    await app.app.db.write((manager) =>
      queueMail(manager, [
        ...['a', 'b', 'c', 'd'].map((name) => message(`${name}@coop.example`, 'announcement:counted')),
        message('e@coop.example', 'announcement:other'),
      ]),
    );
    await app.app.db.write(async (manager) => {
      await manager.update(OutboxMessage, { recipient: 'a@coop.example' }, { state: 'sent' });
      await manager.update(OutboxMessage, { recipient: 'b@coop.example' }, { state: 'failed' });
      await manager.update(OutboxMessage, { recipient: 'c@coop.example' }, { state: 'sending' });
    });
    const counts = await deliveryCounts(app.app.db.manager, ['announcement:counted', 'announcement:none']);
    expect(Object.fromEntries(counts)).toEqual({
      'announcement:counted': { queued: 2, sent: 1, failed: 1 },
      'announcement:none': { queued: 0, sent: 0, failed: 0 },
    });
  });
});
