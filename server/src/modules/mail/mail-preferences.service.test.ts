import { mailPreferencesMessages, oneClickUnsubscribeBody } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../../test-support/test-app';
import { Role } from '../accounts';
import { announcementsStopped, unsubscribeUrl } from './mail-preferences';

let app: TestApp;
let admin: string;
let teacher: string;
let parent: { token: string; email: string };

beforeAll(async () => {
  app = await TestApp.start();
  admin = await app.adminToken();
  teacher = (await app.seedUser({ role: Role.teacher })).token!;
  const seeded = await app.seedUser({ role: Role.parent, email: 'Guardian.Pref@Coop.Example' });
  parent = { token: seeded.token!, email: 'guardian.pref@coop.example' };
});
afterAll(() => app.stop());

/** An announcement's unsubscribe link for a fresh address, as the announcement's mail carries it. */
async function linkFor(address: string): Promise<string> {
  return app.app.db.write((manager) => unsubscribeUrl(manager, app.config.siteUrl, address));
}
const localPath = (link: string) => link.slice(app.config.siteUrl.length);
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const stopped = async (address: string) =>
  (await app.app.db.write((manager) => announcementsStopped(manager, [address]))).has(address);

const read = `query($token: String) { mailPreferences(token: $token) { address announcementsStopped changedAt } }`;
const set = `mutation($input: SetMailPreferencesInput!) {
  setMailPreferences(input: $input) { address announcementsStopped changedAt }
}`;

function oneClick(link: string, init: { body?: string; headers?: Record<string, string> } = {}) {
  return fetch(`${app.url}${localPath(link)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...init.headers },
    body: init.body ?? oneClickUnsubscribeBody,
    redirect: 'manual',
  });
}

describe('one-click unsubscribe', () => {
  it('stops announcements with one POST of List-Unsubscribe=One-Click, without signing in, and answers 200', async () => {
    const link = await linkFor('one.click@coop.example');
    const answer = await oneClick(link);
    expect(answer.status).toBe(200);
    expect(await stopped('one.click@coop.example')).toBe(true);
    // Clicking again changes nothing and still answers 200.
    expect((await oneClick(link)).status).toBe(200);
  });

  it('takes the body as multipart/form-data too, as RFC 8058 prefers', async () => {
    const link = await linkFor('multipart@coop.example');
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const answer = await fetch(`${app.url}${localPath(link)}`, { method: 'POST', body: form });
    expect(answer.status).toBe(200);
    expect(await stopped('multipart@coop.example')).toBe(true);
  });

  it('changes nothing when the link is only opened (GET), nor for a POST without the one-click body', async () => {
    const link = await linkFor('scanner@coop.example');
    const opened = await fetch(`${app.url}${localPath(link)}`);
    expect(opened.status).toBeLessThan(500);
    expect((await oneClick(link, { body: 'something=else' })).status).toBe(400);
    expect(await stopped('scanner@coop.example')).toBe(false);
  });

  it('sends a browser that posted the page’s own form back to the page', async () => {
    const link = await linkFor('browser@coop.example');
    const answer = await oneClick(link, { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(localPath(link));
    expect(await stopped('browser@coop.example')).toBe(true);
  });

  it('answers 404 with a clear message for a token nobody holds or of the wrong shape', async () => {
    for (const token of ['A'.repeat(32), 'short', "x' OR 1=1 --"]) {
      const answer = await oneClick(`${app.config.siteUrl}/preferences?token=${encodeURIComponent(token)}`);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ success: false, error: mailPreferencesMessages.unknownToken });
    }
  });
});

describe('the preferences page’s calls', () => {
  it('reads and sets a link’s address without signing in, and only that address', async () => {
    const link = await linkFor('Link.Holder@coop.example');
    const token = tokenOf(link);
    const before = await app.graphql(read, { token });
    expect(before.data.mailPreferences).toEqual({
      address: 'link.holder@coop.example',
      announcementsStopped: false,
      changedAt: null,
    });

    const changed = await app.graphql(set, { input: { token, announcementsStopped: true } });
    expect(changed.data.setMailPreferences).toMatchObject({
      address: 'link.holder@coop.example',
      announcementsStopped: true,
    });
    expect(Date.parse(changed.data.setMailPreferences.changedAt)).toBeLessThanOrEqual(Date.now());
    expect(await stopped('link.holder@coop.example')).toBe(true);

    const again = await app.graphql(set, { input: { token, announcementsStopped: false } });
    expect(again.data.setMailPreferences.announcementsStopped).toBe(false);
    expect(await stopped('link.holder@coop.example')).toBe(false);
  });

  it('answers a signed-in member of every role with their own address, and asks the anonymous to sign in', async () => {
    const own = await app.graphql(read, {}, parent.token);
    expect(own.data.mailPreferences).toEqual({ address: parent.email, announcementsStopped: false, changedAt: null });
    for (const token of [admin, teacher]) {
      expect((await app.graphql(read, {}, token)).data.mailPreferences.announcementsStopped).toBe(false);
    }
    const stop = await app.graphql(set, { input: { announcementsStopped: true } }, parent.token);
    expect(stop.data.setMailPreferences).toMatchObject({ address: parent.email, announcementsStopped: true });
    expect(await stopped(parent.email)).toBe(true);
    // The same address's link (made before or after) opens the same choice.
    expect(
      (await app.graphql(read, { token: tokenOf(await linkFor(parent.email)) })).data.mailPreferences,
    ).toMatchObject({
      announcementsStopped: true,
    });

    const anonymous = await app.graphql(read, {});
    expect(anonymous.errors?.[0]).toMatchObject({
      message: mailPreferencesMessages.signInOrLink,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('refuses an unknown token with 404 on both channels, and a missing choice with 400', async () => {
    const unknown = await app.graphql(read, { token: 'B'.repeat(32) });
    expect(unknown.errors?.[0]).toMatchObject({
      message: mailPreferencesMessages.unknownToken,
      extensions: { code: 'NOT_FOUND' },
    });
    const rest = await app.rest('POST', '/api/mail-preferences.php', { body: { token: 'nope' } });
    expect(rest).toMatchObject({ status: 404, body: { success: false, error: mailPreferencesMessages.unknownToken } });
    const choice = await app.rest('PUT', '/api/mail-preferences.php', {
      body: { token: tokenOf(await linkFor('x@coop.example')), announcementsStopped: 'yes' },
    });
    expect(choice).toMatchObject({
      status: 400,
      body: { success: false, error: mailPreferencesMessages.choiceInvalid },
    });
  });

  it('answers the REST shim as GraphQL: GET one’s own, POST a link’s, PUT a choice', async () => {
    const token = tokenOf(await linkFor('rest.holder@coop.example'));
    expect(await app.rest('POST', '/api/mail-preferences.php', { body: { token } })).toMatchObject({
      status: 200,
      body: { success: true, preferences: { address: 'rest.holder@coop.example', announcementsStopped: false } },
    });
    expect(
      await app.rest('PUT', '/api/mail-preferences.php', { body: { token, announcementsStopped: true } }),
    ).toMatchObject({ status: 200, body: { preferences: { announcementsStopped: true } } });
    expect(await app.rest('GET', '/api/mail-preferences.php', { token: teacher })).toMatchObject({
      status: 200,
      body: { success: true, preferences: { announcementsStopped: false } },
    });
    expect((await app.rest('GET', '/api/mail-preferences.php')).status).toBe(401);
  });
});
