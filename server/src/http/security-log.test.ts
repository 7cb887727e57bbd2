import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, adminCredentials } from '../test-support/test-app';
import { Role, UserStatus } from '../modules/accounts';

let app: TestApp;
beforeAll(async () => {
  app = await TestApp.start({}, { LOGIN_FAILURE_LIMIT: '2' });
});
afterAll(() => app.stop());

type Entry = {
  type: string;
  at: string;
  event: string;
  accountId: string | null;
  actorId?: string;
  clientAddress: string;
  outcome: string;
};

/** The security lines written while `action` ran, parsed. */
async function eventsDuring(action: () => Promise<unknown>): Promise<Entry[]> {
  const from = app.logs.length;
  await action();
  return app.logs
    .slice(from)
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Entry)
    .filter((entry) => entry.type === 'security');
}

const login = (body: unknown) => app.rest('POST', '/api/login.php', { body });
const loginMutation = 'mutation($i: LoginInput!) { login(input: $i) { token } }';
const clientAddress = expect.stringMatching(/127\.0\.0\.1/);

describe('security events, one JSON line each', () => {
  it('a failed login on either channel, for a known and an unknown account', async () => {
    const { user } = await app.seedUser();
    const events = await eventsDuring(async () => {
      await login({ email: user.email, password: 'wrong-password-1' });
      await app.graphql(loginMutation, { i: { email: 'nobody@example.test', password: 'wrong-password-2' } });
    });
    expect(events).toEqual([
      {
        type: 'security',
        at: expect.any(String),
        event: 'login',
        accountId: user.id,
        clientAddress,
        outcome: 'invalid_credentials',
      },
      {
        type: 'security',
        at: expect.any(String),
        event: 'login',
        accountId: null,
        clientAddress,
        outcome: 'invalid_credentials',
      },
    ]);
  });

  it('a locked-out login on either channel, and a successful one', async () => {
    const { user, password } = await app.seedUser();
    await login({ email: user.email, password: 'wrong-password-1' });
    await login({ email: user.email, password: 'wrong-password-2' });
    const events = await eventsDuring(async () => {
      await login({ email: user.email, password });
      await app.graphql(loginMutation, { i: { email: user.email, password } });
    });
    expect(events.map(({ event, accountId, outcome }) => ({ event, accountId, outcome }))).toEqual([
      { event: 'login', accountId: user.id, outcome: 'too_many_requests' },
      { event: 'login', accountId: user.id, outcome: 'too_many_requests' },
    ]);
    const other = await app.seedUser();
    const success = await eventsDuring(() => login({ email: other.user.email, password: other.password }));
    expect(success).toMatchObject([{ event: 'login', accountId: other.user.id, outcome: 'success' }]);
  });

  it('a change of password, refused and done', async () => {
    const { user, token, password } = await app.seedUser();
    const events = await eventsDuring(async () => {
      await app.rest('POST', '/api/change-password.php', {
        token,
        body: { currentPassword: 'not-it-at-all', newPassword: 'a-new-password-1' },
      });
      await app.rest('POST', '/api/change-password.php', {
        token,
        body: { currentPassword: password, newPassword: 'a-new-password-1' },
      });
    });
    expect(events.map(({ event, accountId, outcome }) => ({ event, accountId, outcome }))).toEqual([
      { event: 'password_change', accountId: user.id, outcome: 'wrong_current_password' },
      { event: 'password_change', accountId: user.id, outcome: 'success' },
    ]);
  });

  it("an administrator's approval, rejection, role change, forced reset and deletion, with who did it", async () => {
    const admin = await app.adminToken();
    const adminId = (await app.rest('POST', '/api/validate.php', { token: admin })).body.user.id;
    const pending = await app.seedUser({ status: UserStatus.pending });
    const another = await app.seedUser({ status: UserStatus.pending });
    const member = await app.seedUser({ role: Role.parent });
    const put = (body: object) => app.rest('PUT', '/api/users.php', { token: admin, body });
    let tempPassword = '';
    const events = await eventsDuring(async () => {
      await app.rest('POST', '/api/users.php', { token: admin, body: { userId: pending.user.id, role: 'teacher' } });
      await app.graphql('mutation($id: ID!) { rejectUser(userId: $id) { id } }', { id: another.user.id }, admin);
      await put({ userId: member.user.id, action: 'change_role', role: 'teacher' });
      tempPassword = (await put({ userId: member.user.id, action: 'force_password_reset' })).body.tempPassword;
      await app.rest('DELETE', '/api/users.php', { token: admin, body: { userId: member.user.id, forceDelete: true } });
      await app.rest('DELETE', '/api/users.php', { token: admin, body: { userId: adminId, forceDelete: true } });
    });
    const base = { type: 'security', at: expect.any(String), actorId: adminId, clientAddress };
    expect(events).toEqual([
      { ...base, event: 'account_approved', accountId: pending.user.id, outcome: 'success' },
      { ...base, event: 'account_rejected', accountId: another.user.id, outcome: 'success' },
      { ...base, event: 'role_change', accountId: member.user.id, outcome: 'success' },
      { ...base, event: 'password_reset_forced', accountId: member.user.id, outcome: 'success' },
      { ...base, event: 'account_deleted', accountId: member.user.id, outcome: 'success' },
      { ...base, event: 'account_deleted', accountId: adminId, outcome: 'forbidden' },
    ]);
    expect(tempPassword).toBeTruthy();
    expect(app.logs.join('\n')).not.toContain(tempPassword);
  });

  it('never writes a password, a token or the e-mail typed at a failed login', async () => {
    const { token } = await app.seedUser();
    const secrets = [
      'typed-secret-password',
      'typed-secret-new-password',
      token!,
      adminCredentials.password,
      'someone-typed@example.test',
    ];
    await login({ email: 'someone-typed@example.test', password: 'typed-secret-password' });
    await app.rest('POST', '/api/change-password.php', {
      token,
      body: { currentPassword: 'typed-secret-password', newPassword: 'typed-secret-new-password' },
    });
    await app.adminToken();
    const all = app.logs.join('\n');
    for (const secret of secrets) expect(all).not.toContain(secret);
  });
});

describe('the request log', () => {
  it('names the error codes of a GraphQL answer, which is 200 however the operation went', async () => {
    const from = app.logs.length;
    await app.graphql(loginMutation, { i: { email: 'nobody@example.test', password: 'wrong-password' } });
    await app.graphql('{ users { id } }');
    await app.graphql('{ __typename }');
    const lines = app.logs.slice(from).filter((line) => line.startsWith('POST /graphql'));
    expect(lines).toEqual([
      expect.stringMatching(/^POST \/graphql 200 [\d.]+ms errors: UNAUTHENTICATED$/),
      expect.stringMatching(/^POST \/graphql 200 [\d.]+ms errors: UNAUTHENTICATED$/),
      expect.stringMatching(/^POST \/graphql 200 [\d.]+ms$/),
    ]);
  });
});
