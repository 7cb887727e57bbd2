import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, adminCredentials } from '../../test-support/test-app';
import { accountMessages, temporaryPasswordLifetimeHours } from '@coop/contract';
import { User, Role, UserStatus } from '../accounts';
import { Session } from './session.entity';
import { sessionLifetime } from './session.service';

let app: TestApp;
beforeAll(async () => {
  app = await TestApp.start({}, { LOGIN_FAILURE_LIMIT: '3' });
});
afterAll(() => app.stop());

const login = (body: unknown) => app.rest('POST', '/api/login.php', { body });
const loginMutation =
  'mutation($i: LoginInput!) { login(input: $i) { success token passwordResetRequired user { email role status } } }';

describe('signup', () => {
  it('creates a pending parent whatever role or status the body claims, and hides the password', async () => {
    const answer = await app.rest('POST', '/api/signup.php', {
      body: {
        name: '  Dana Parent ',
        email: 'Dana@Example.TEST',
        password: 'secret12',
        role: 'admin',
        status: 'approved',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: accountMessages.signupReceived });
    const admin = await app.adminToken();
    const users = (await app.rest('GET', '/api/users.php', { token: admin })).body.users;
    const dana = users.find((user: { email: string }) => user.email === 'dana@example.test');
    expect(dana).toMatchObject({ name: 'Dana Parent', role: 'parent', status: 'pending', approvedAt: null });
    expect(Object.keys(dana).sort()).toEqual([
      'approvedAt',
      'approvedBy',
      'createdAt',
      'email',
      'emailVerified',
      'id',
      'name',
      'role',
      'status',
    ]);
  });

  it('refuses an e-mail already registered in any letter case with 409', async () => {
    const answer = await app.rest('POST', '/api/signup.php', {
      body: { name: 'Another', email: adminCredentials.email.toUpperCase(), password: 'secret12' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ success: false, error: accountMessages.emailTaken, code: 'EMAIL_TAKEN' });
    const graphql = await app.graphql('mutation($i: SignupInput!) { signup(input: $i) { success } }', {
      i: { name: 'Another', email: adminCredentials.email, password: 'secret12' },
    });
    expect(graphql.errors?.[0]).toMatchObject({
      message: accountMessages.emailTaken,
      extensions: { code: 'EMAIL_TAKEN' },
    });
  });

  it.each([
    [{ name: '', email: 'a@b.co', password: 'secret12' }, accountMessages.fullNameRequired],
    [{ name: 'A', email: 'a@b.co', password: 'secret12' }, accountMessages.nameTooShort],
    [{ name: 'Al\r\nBcc: someone@evil.example', email: 'a@b.co', password: 'secret12' }, accountMessages.nameOneLine],
    [{ name: 'Al', email: '', password: 'secret12' }, accountMessages.emailRequired],
    [{ name: 'Al', email: 'not-an-email', password: 'secret12' }, accountMessages.emailInvalid],
    [{ name: 'Al', email: 'a@b.co', password: '' }, accountMessages.passwordRequired],
    [{ name: 'Al', email: 'a@b.co', password: '1234567' }, accountMessages.chosenPasswordTooShort],
    [{ email: 'a@b.co', password: 'secret12' }, accountMessages.fullNameRequired],
  ])("answers %j with 400 '%s' on REST and GraphQL, storing nothing", async (body: Record<string, string>, message) => {
    const before = await app.snapshot();
    const rest = await app.rest('POST', '/api/signup.php', { body });
    expect(rest.status).toBe(400);
    expect(rest.body.error).toBe(message);
    const graphql = await app.graphql('mutation($i: SignupInput!) { signup(input: $i) { success } }', {
      i: { name: body.name ?? '', email: body.email, password: body.password },
    });
    expect(graphql.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await app.snapshot()).toBe(before);
  });
});

describe('login', () => {
  it('returns the user, a token and the reset flag, on both channels', async () => {
    const rest = await login(adminCredentials);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      success: true,
      passwordResetRequired: false,
      user: { email: adminCredentials.email, role: 'admin' },
    });
    expect(rest.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(rest.body)).not.toMatch(/hash|password"/i);
    const graphql = await app.graphql(loginMutation, { i: adminCredentials });
    expect(graphql.data.login).toMatchObject({
      success: true,
      passwordResetRequired: false,
      user: { role: 'admin', status: 'approved' },
    });
  });

  it('stores only the SHA-256 of the token', async () => {
    const { token } = (await login(adminCredentials)).body;
    const rows = await app.app.db.manager.find(Session);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('answers an unknown e-mail and a wrong password alike, in about the same time', async () => {
    const { user } = await app.seedUser({ password: 'right-password' });
    const time = async (body: unknown) => {
      const started = performance.now();
      const answer = await login(body);
      return { answer, ms: performance.now() - started };
    };
    await time({ email: 'warm-up@example.test', password: 'wrong-password' });
    const unknown = await time({ email: 'nobody@example.test', password: 'wrong-password' });
    const wrong = await time({ email: user.email, password: 'wrong-password' });
    expect(unknown.answer.status).toBe(401);
    expect(wrong.answer.status).toBe(401);
    expect(unknown.answer.body).toEqual(wrong.answer.body);
    expect(wrong.answer.body.error).toBe(accountMessages.invalidCredentials);
    // Both spend one password verification; without the decoy, the unknown e-mail would answer in about a millisecond.
    expect(unknown.ms).toBeGreaterThan(wrong.ms / 3);
  });

  it('limits failed attempts per account across both channels with 429', async () => {
    const { user, password } = await app.seedUser({ password: 'right-password' });
    const wrong = { email: user.email, password: 'wrong-password' };
    expect((await login(wrong)).status).toBe(401);
    expect((await app.graphql(loginMutation, { i: wrong })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await login(wrong)).status).toBe(401);
    const limited = await login({ email: user.email, password });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe(accountMessages.tooManyAttempts);
    expect(
      (await app.graphql(loginMutation, { i: { email: user.email, password } })).errors?.[0].extensions?.code,
    ).toBe('TOO_MANY_REQUESTS');
  });

  it.each([
    [{ email: '', password: 'secret12' }, accountMessages.emailRequired],
    [{ email: 'bad', password: 'secret12' }, accountMessages.emailInvalid],
    [{ email: 'a@b.co', password: '' }, accountMessages.passwordRequired],
    [{ email: 'a@b.co', password: '12345' }, accountMessages.passwordTooShort],
  ])("validates %j with 400 '%s'", async (body, message) => {
    const answer = await login(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(message);
  });
});

describe('validate, logout and expiry', () => {
  it('validates a token from the header or the body', async () => {
    const { user, token } = await app.seedUser({ role: Role.teacher });
    for (const options of [{ token }, { body: { token } }]) {
      const answer = await app.rest('POST', '/api/validate.php', options);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        success: true,
        passwordResetRequired: false,
        user: { id: user.id, role: 'teacher' },
      });
    }
  });

  it('answers 401 without a token, and with an unknown one', async () => {
    const none = await app.rest('POST', '/api/validate.php', { body: {} });
    expect(none.status).toBe(401);
    expect(none.body.error).toBe(accountMessages.noToken);
    const unknown = await app.rest('POST', '/api/validate.php', { body: { token: 'not-a-token' } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe(accountMessages.invalidSession);
  });

  it('logout revokes that token only', async () => {
    const { user, token } = await app.seedUser();
    const other = await app.seedSession(user.id);
    expect((await app.rest('POST', '/api/logout.php', { token })).status).toBe(200);
    expect((await app.rest('POST', '/api/validate.php', { token })).status).toBe(401);
    expect((await app.rest('POST', '/api/validate.php', { token: other })).status).toBe(200);
  });

  it('ends a session after the idle limit and after the absolute limit', async () => {
    const { user } = await app.seedUser();
    const idle = await app.seedSession(user.id, new Date(Date.now() - sessionLifetime.idleMs - 60_000));
    expect((await app.rest('POST', '/api/validate.php', { token: idle })).status).toBe(401);

    const old = await app.seedSession(user.id);
    await app.app.db.write((manager) =>
      manager.update(Session, { userId: user.id }, { expiresAt: new Date(Date.now() - 1000) }),
    );
    expect((await app.rest('POST', '/api/validate.php', { token: old })).status).toBe(401);
  });
});

describe('change password', () => {
  const change = (token: string | undefined, body: unknown) =>
    app.rest('POST', '/api/change-password.php', { token, body });

  it.each([
    [{ currentPassword: '', newPassword: 'long-enough-1' }, accountMessages.currentPasswordRequired],
    [{ currentPassword: 'seed-password-1', newPassword: '' }, accountMessages.newPasswordRequired],
    [{ currentPassword: 'seed-password-1', newPassword: 'short7!' }, accountMessages.newPasswordTooShort],
    [{ currentPassword: 'seed-password-1', newPassword: 'seed-password-1' }, accountMessages.newPasswordSameAsCurrent],
    [{ currentPassword: 'not-the-password', newPassword: 'long-enough-1' }, accountMessages.currentPasswordWrong],
  ])("refuses %j with 400 '%s' and keeps the password", async (body, message) => {
    const { token } = await app.seedUser();
    const before = await app.snapshot();
    const answer = await change(token, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(message);
    expect(await app.snapshot()).toBe(before);
  });

  it("signs out the user's other devices but keeps this one", async () => {
    const { user, token, password } = await app.seedUser();
    const otherDevice = await app.seedSession(user.id);
    expect((await change(token, { currentPassword: password, newPassword: 'a-new-password-1' })).status).toBe(200);
    expect((await app.rest('POST', '/api/validate.php', { token })).status).toBe(200);
    expect((await app.rest('POST', '/api/validate.php', { token: otherDevice })).status).toBe(401);
    expect((await login({ email: user.email, password: 'a-new-password-1' })).status).toBe(200);
  });
});

describe('a forced password reset, end to end', () => {
  it('gives a temporary password, gates the account, and lifts the gate after a change', async () => {
    const admin = await app.adminToken();
    const { user, token: oldToken } = await app.seedUser({ role: Role.teacher });
    const forced = await app.rest('PUT', '/api/users.php', {
      token: admin,
      body: { userId: user.id, action: 'force_password_reset' },
    });
    expect(forced.status).toBe(200);
    const { tempPassword } = forced.body;
    expect(tempPassword).toMatch(/^[A-Za-z0-9]{12,}$/);
    expect((await app.rest('POST', '/api/validate.php', { token: oldToken })).status).toBe(401);
    expect(app.logs.join('\n')).not.toContain(tempPassword);

    const signedIn = await login({ email: user.email, password: tempPassword });
    expect(signedIn.body).toMatchObject({
      success: true,
      passwordResetRequired: true,
      user: { status: UserStatus.password_reset_required },
    });
    const token = signedIn.body.token;
    const validated = await app.rest('POST', '/api/validate.php', { token });
    expect(validated.body.passwordResetRequired).toBe(true);
    const gated = await app.graphql('{ users { id } }', {}, token);
    expect(gated.errors?.[0]).toMatchObject({
      message: accountMessages.resetRequired,
      extensions: { code: 'PASSWORD_RESET_REQUIRED' },
    });

    const changed = await app.graphql(
      'mutation($i: ChangePasswordInput!) { changePassword(input: $i) { passwordResetRequired user { status } } }',
      { i: { currentPassword: tempPassword, newPassword: 'my-own-password-1' } },
      token,
    );
    expect(changed.data.changePassword).toEqual({
      passwordResetRequired: false,
      user: { status: UserStatus.approved },
    });
    const after = await app.rest('POST', '/api/validate.php', { token });
    expect(after.body).toMatchObject({ passwordResetRequired: false, user: { status: 'approved' } });
  });
});

describe('passwords and tokens travel in the body or the Authorization header only', () => {
  it('ignores a token in the query string of validate', async () => {
    const { token } = await app.seedUser();
    const answer = await app.rest('POST', `/api/validate.php?token=${token}`, { body: {} });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe(accountMessages.noToken);
  });

  it('ignores credentials in the query string of login, signup and change of password', async () => {
    const { user, password, token } = await app.seedUser();
    const query = new URLSearchParams({ email: user.email, password }).toString();
    const loginAnswer = await app.rest('POST', `/api/login.php?${query}`, { body: {} });
    expect(loginAnswer.status).toBe(400);
    expect(loginAnswer.body.error).toBe(accountMessages.emailRequired);

    const signupQuery = new URLSearchParams({
      name: 'Query Person',
      email: 'query@example.test',
      password: 'secret12',
    });
    const signup = await app.rest('POST', `/api/signup.php?${signupQuery}`, { body: {} });
    expect(signup.status).toBe(400);
    expect(signup.body.error).toBe(accountMessages.fullNameRequired);

    const changeQuery = new URLSearchParams({ currentPassword: password, newPassword: 'a-new-password-1' });
    const change = await app.rest('POST', `/api/change-password.php?${changeQuery}`, { token, body: {} });
    expect(change.status).toBe(400);
    expect(change.body.error).toBe(accountMessages.currentPasswordRequired);
  });
});

describe('a temporary password works for one login, within its lifetime', () => {
  const hour = 3600_000;

  async function forcedReset() {
    const admin = await app.adminToken();
    const { user } = await app.seedUser({ role: Role.teacher });
    const forced = await app.rest('PUT', '/api/users.php', {
      token: admin,
      body: { userId: user.id, action: 'force_password_reset' },
    });
    return { user, tempPassword: forced.body.tempPassword as string };
  }

  async function issuedHoursAgo(userId: string, hours: number) {
    await app.app.db.write((manager) =>
      manager.update(User, { id: userId }, { tempPasswordIssuedAt: new Date(Date.now() - hours * hour) }),
    );
  }

  it('opens one session; a second login with it is refused on both channels, until the member chooses a password', async () => {
    const { user, tempPassword } = await forcedReset();
    const credentials = { email: user.email, password: tempPassword };
    const first = await login(credentials);
    expect(first.body).toMatchObject({ success: true, passwordResetRequired: true });

    const again = await login(credentials);
    expect(again.status).toBe(401);
    expect(again.body.error).toBe(accountMessages.invalidCredentials);
    const graphql = await app.graphql(loginMutation, { i: credentials });
    expect(graphql.errors?.[0]).toMatchObject({
      message: accountMessages.invalidCredentials,
      extensions: { code: 'UNAUTHENTICATED' },
    });

    // The session it opened is where the member chooses their own password, which then works as often as needed.
    const change = await app.rest('POST', '/api/change-password.php', {
      token: first.body.token,
      body: { currentPassword: tempPassword, newPassword: 'my-own-password-1' },
    });
    expect(change.status).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await login({ email: user.email, password: 'my-own-password-1' })).status).toBe(200);
  });

  it('two logins with it at the same moment open one session between them', async () => {
    const { user, tempPassword } = await forcedReset();
    const credentials = { email: user.email, password: tempPassword };
    const statuses = (await Promise.all([login(credentials), login(credentials)]))
      .map((answer) => answer.status)
      .sort();
    expect(statuses).toEqual([200, 401]);
  });

  it(`expires ${temporaryPasswordLifetimeHours} hours after it was issued, on both channels`, async () => {
    const fresh = await forcedReset();
    await issuedHoursAgo(fresh.user.id, temporaryPasswordLifetimeHours - 0.1);
    expect((await login({ email: fresh.user.email, password: fresh.tempPassword })).status).toBe(200);

    const stale = await forcedReset();
    await issuedHoursAgo(stale.user.id, temporaryPasswordLifetimeHours + 0.1);
    const credentials = { email: stale.user.email, password: stale.tempPassword };
    const rest = await login(credentials);
    expect(rest.status).toBe(401);
    expect(rest.body.error).toBe(accountMessages.invalidCredentials);
    const graphql = await app.graphql(loginMutation, { i: credentials });
    expect(graphql.errors?.[0]).toMatchObject({
      message: accountMessages.invalidCredentials,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
