import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, passwordResetMessages } from '@coop/contract';
import { TestApp } from '../../test-support/test-app';
import { OutboxMessage } from '../mail';
import { UserStatus } from '../accounts';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { Allowance } from '../../auth/allowance';
import type { Database } from '../../db/database';
import { PasswordResetToken } from './password-reset-token.entity';
import { PasswordResetService } from './password-reset.service';

let app: TestApp;
beforeAll(async () => {
  app = await TestApp.start({}, { PASSWORD_RESET_CLIENT_LIMIT_PER_HOUR: '1000' });
});
afterAll(() => app.stop());

/** Asks for a link, and waits for the work done after the answer (the token and its message). */
async function forgot(email: string, on = app) {
  const answer = await on.rest('POST', '/api/forgot-password.php', { body: { email } });
  await on.app.resets.settled();
  return answer;
}
const reset = (token: string, newPassword: string) =>
  app.rest('POST', '/api/reset-password.php', { body: { token, newPassword } });
const linkIsOpen = async (token: string) =>
  (await app.rest('POST', '/api/reset-link.php', { body: { token } })).body.open;
const login = (email: string, password: string) => app.rest('POST', '/api/login.php', { body: { email, password } });
const mailTo = (email: string, on = app) =>
  on.app.db.manager.find(OutboxMessage, { where: { recipient: email }, order: { createdAt: 'ASC' } });

/** The token of the newest link mailed to the address. */
async function mailedToken(email: string): Promise<string> {
  const messages = await mailTo(email);
  const match = /\/reset-password\?token=([\w-]+)/.exec(messages.at(-1)?.text ?? '');
  if (!match) throw new Error(`no reset link was mailed to ${email}`);
  return match[1];
}

async function linkFor(email: string): Promise<string> {
  expect((await forgot(email)).status).toBe(200);
  return mailedToken(email);
}

const sent = { success: true, message: passwordResetMessages.linkSent };

describe('asking for a reset link', () => {
  it('answers the same to unknown, pending, rejected and approved addresses; only the approved one is mailed', async () => {
    const pending = await app.seedUser({ status: UserStatus.pending });
    const rejected = await app.seedUser({ status: UserStatus.rejected });
    const approved = await app.seedUser({ name: 'Robin <Parent>' });
    for (const email of ['nobody@example.test', pending.user.email, rejected.user.email, approved.user.email]) {
      const answer = await forgot(email);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(sent);
    }
    expect(await mailTo('nobody@example.test')).toEqual([]);
    expect(await mailTo(pending.user.email)).toEqual([]);
    expect(await mailTo(rejected.user.email)).toEqual([]);
    const [message] = await mailTo(approved.user.email);
    expect(message).toMatchObject({ kind: 'password_reset_link', sensitive: true, state: 'queued' });
    expect(message.subject).toMatch(/^Reset your .+ password$/);
    expect(message.text).toContain(`${app.config.siteUrl}/reset-password?token=`);
    expect(message.text).toContain('expires in 30 minutes and works once');
    expect(message.text).toContain('If you did not ask for this');
    expect(message.html).toContain('Hello Robin &lt;Parent&gt;,');
    expect(message.html).not.toContain('<Parent>');
  });

  it('keeps only a hash of the token, expiring in 30 minutes', async () => {
    const { user } = await app.seedUser();
    const before = Date.now();
    const token = await linkFor(user.email);
    const [row] = await app.app.db.manager.findBy(PasswordResetToken, { userId: user.id });
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(token);
    expect(row.expiresAt.getTime() - before).toBeGreaterThan(29 * 60_000);
    expect(row.expiresAt.getTime() - before).toBeLessThanOrEqual(31 * 60_000);
  });

  it('mails a link to an account whose reset an administrator forced', async () => {
    const { user } = await app.seedUser({ status: UserStatus.password_reset_required });
    await forgot(user.email);
    expect(await mailTo(user.email)).toHaveLength(1);
  });

  it('answers a known address before reading or writing anything about it, as it answers an unknown one', async () => {
    const { user } = await app.seedUser();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const allowAll = () => new Allowance(new RateLimiterMemory({ points: 100, duration: 3600 }));
    // The same database, whose look-ups wait until released: an answer that waited for them would never come.
    const manager = app.app.db.manager;
    const db = {
      ...app.app.db,
      manager: {
        findOneBy: (...args: Parameters<typeof manager.findOneBy>) => held.then(() => manager.findOneBy(...args)),
      },
      write: app.app.db.write.bind(app.app.db),
    } as unknown as Database;
    const site = { name: 'Test Co-op', contact: { email: 'office@example.test', phone: '', address: '' } };
    const resets = new PasswordResetService(
      db,
      { perEmail: allowAll(), perClient: allowAll() },
      {
        siteUrl: app.config.siteUrl,
        site,
      },
    );

    for (const email of [user.email, 'nobody-here@example.test']) {
      expect(await resets.requestReset({ email }, '203.0.113.9')).toBe(passwordResetMessages.linkSent);
    }
    expect(await mailTo(user.email)).toEqual([]);
    release();
    await resets.settled();
    expect(await mailTo(user.email)).toHaveLength(1);
    expect(await app.app.db.manager.findBy(PasswordResetToken, { userId: user.id })).toHaveLength(1);
  });

  it('checks the address it is given', async () => {
    const answer = await forgot('not-an-address');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(accountMessages.emailInvalid);
  });
});

describe('resetting with the link', () => {
  it('sets the password, signs in, ends older sessions and works once', async () => {
    const { user, password, token: oldSession } = await app.seedUser();
    const token = await linkFor(user.email);
    const answer = await reset(token, 'brand-new-password');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, passwordResetRequired: false, user: { email: user.email } });
    expect((await app.rest('POST', '/api/validate.php', { token: answer.body.token })).status).toBe(200);
    expect((await app.rest('POST', '/api/validate.php', { token: oldSession })).status).toBe(401);
    expect((await login(user.email, password)).status).toBe(401);
    expect((await login(user.email, 'brand-new-password')).status).toBe(200);

    const again = await reset(token, 'another-new-password');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, error: passwordResetMessages.linkInvalid });
  });

  it('ends a required reset and clears the temporary password', async () => {
    const { user } = await app.seedUser({ status: UserStatus.password_reset_required });
    const token = await linkFor(user.email);
    expect((await reset(token, 'chosen-by-me-1')).status).toBe(200);
    expect(await app.findUser(user.id)).toMatchObject({
      status: UserStatus.approved,
      tempPasswordIssuedAt: null,
      tempPasswordUsedAt: null,
    });
  });

  it('tells the page whether a link still works, without spending it', async () => {
    const { user } = await app.seedUser();
    const token = await linkFor(user.email);
    expect(await linkIsOpen(token)).toBe(true);
    expect(await linkIsOpen(token)).toBe(true);
    expect((await reset(token, 'brand-new-password')).status).toBe(200);
    expect(await linkIsOpen(token)).toBe(false);
    expect(await linkIsOpen('made-up-token')).toBe(false);
  });

  it('refuses an expired link, and says so before a password is sent', async () => {
    const { user } = await app.seedUser();
    const token = await linkFor(user.email);
    await app.app.db.write((manager) =>
      manager.update(PasswordResetToken, { userId: user.id }, { expiresAt: new Date(Date.now() - 1000) }),
    );
    expect(await linkIsOpen(token)).toBe(false);
    const answer = await reset(token, 'brand-new-password');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(passwordResetMessages.linkInvalid);
  });

  it('refuses an unknown or missing token', async () => {
    expect((await reset('made-up-token', 'brand-new-password')).body.error).toBe(passwordResetMessages.linkInvalid);
    expect((await reset('', 'brand-new-password')).status).toBe(400);
  });

  it('checks the new password with the change-password rules', async () => {
    const { user, password } = await app.seedUser({ password: 'the-old-password' });
    const token = await linkFor(user.email);
    expect((await reset(token, '')).body.error).toBe(accountMessages.newPasswordRequired);
    expect((await reset(token, 'short')).body.error).toBe(accountMessages.newPasswordTooShort);
    expect((await reset(token, password)).body.error).toBe(accountMessages.newPasswordSameAsCurrent);
    // A refused password leaves the link usable.
    expect((await reset(token, 'the-new-password')).status).toBe(200);
  });

  it('is closed by a later login, a change of password or a forced reset', async () => {
    const { user, password, token: session } = await app.seedUser();
    const beforeLogin = await linkFor(user.email);
    expect((await login(user.email, password)).status).toBe(200);
    expect((await reset(beforeLogin, 'brand-new-password')).status).toBe(400);

    const beforeChange = await linkFor(user.email);
    const changed = await app.rest('POST', '/api/change-password.php', {
      token: session,
      body: { currentPassword: password, newPassword: 'changed-password-1' },
    });
    expect(changed.status).toBe(200);
    expect((await reset(beforeChange, 'brand-new-password')).status).toBe(400);

    const beforeForced = await linkFor(user.email);
    const forced = await app.rest('PUT', '/api/users.php', {
      token: await app.adminToken(),
      body: { action: 'force_password_reset', userId: user.id },
    });
    expect(forced.status).toBe(200);
    expect((await reset(beforeForced, 'brand-new-password')).status).toBe(400);
  });

  it('closes every other open link of the account', async () => {
    const { user } = await app.seedUser();
    const first = await linkFor(user.email);
    const second = await linkFor(user.email);
    expect((await reset(second, 'brand-new-password')).status).toBe(200);
    expect((await reset(first, 'other-new-password')).status).toBe(400);
  });
});

describe('over GraphQL', () => {
  const forgotMutation = 'mutation($e: String!) { forgotPassword(email: $e) }';
  const resetMutation =
    'mutation($t: String!, $p: String!) { resetPassword(token: $t, newPassword: $p) { success token passwordResetRequired user { email status } } }';

  it('asks for a link and resets with it, answering like login', async () => {
    const { user } = await app.seedUser();
    const asked = await app.graphql(forgotMutation, { e: user.email });
    expect(asked.data).toEqual({ forgotPassword: passwordResetMessages.linkSent });
    const unknown = await app.graphql(forgotMutation, { e: 'nobody-here@example.test' });
    expect(unknown.data).toEqual({ forgotPassword: passwordResetMessages.linkSent });
    // The link is written just after the answer.
    await app.app.resets.settled();

    const token = await mailedToken(user.email);
    const done = await app.graphql(resetMutation, { t: token, p: 'graphql-new-password' });
    expect(done.data.resetPassword).toMatchObject({
      success: true,
      passwordResetRequired: false,
      user: { email: user.email, status: 'approved' },
    });
    expect(typeof done.data.resetPassword.token).toBe('string');
    const again = await app.graphql(resetMutation, { t: token, p: 'graphql-new-password-2' });
    expect(again.errors?.[0]).toMatchObject({
      message: passwordResetMessages.linkInvalid,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await TestApp.start(
      {},
      { PASSWORD_RESET_LIMIT_PER_HOUR: '2', PASSWORD_RESET_CLIENT_LIMIT_PER_HOUR: '5' },
    );
  });
  afterAll(() => limited.stop());

  it('sends an address no more links past its limit, answering as usual; then refuses the client with 429', async () => {
    const { user } = await limited.seedUser();
    for (let i = 0; i < 3; i++) expect((await forgot(user.email, limited)).body).toEqual(sent);
    expect(await mailTo(user.email, limited)).toHaveLength(2);

    expect((await forgot('someone-else@example.test', limited)).status).toBe(200);
    expect((await forgot('and-another@example.test', limited)).status).toBe(200);
    const refused = await forgot('one-more@example.test', limited);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, error: passwordResetMessages.tooManyRequests });
  });
});
