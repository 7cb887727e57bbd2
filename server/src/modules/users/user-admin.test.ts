import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../../test-support/test-app';
import { accountMessages } from '@coop/contract';
import { Role, UserStatus } from '../accounts';

let app: TestApp;
let admin: string;
let adminId: string;
beforeAll(async () => {
  app = await TestApp.start();
  admin = await app.adminToken();
  adminId = (await app.rest('POST', '/api/validate.php', { token: admin })).body.user.id;
});
afterAll(() => app.stop());

const users = (body: unknown, method = 'PUT') => app.rest(method, '/api/users.php', { token: admin, body });

describe('approval of a pending account', () => {
  it('approves a pending user as a parent by default, recording who and when', async () => {
    const { user, password } = await app.seedUser({ status: UserStatus.pending });
    const answer = await users({ userId: user.id }, 'POST');
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ role: 'parent', status: 'approved', approvedBy: adminId });
    expect(Date.parse(answer.body.user.approvedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await app.rest('POST', '/api/login.php', { body: { email: user.email, password } })).status).toBe(200);
  });

  it('approves with a chosen role over GraphQL, answering with the approving administrator', async () => {
    const { user } = await app.seedUser({ status: UserStatus.pending });
    const answer = await app.graphql(
      'mutation($id: ID!) { approveUser(userId: $id, role: teacher) { role status approvedBy approvedByName } }',
      { id: user.id },
      admin,
    );
    expect(answer.data.approveUser).toEqual({
      role: 'teacher',
      status: 'approved',
      approvedBy: adminId,
      approvedByName: 'Administrator',
    });
  });

  it('rejects a pending user, who then cannot log in', async () => {
    const { user, password } = await app.seedUser({ status: UserStatus.pending });
    expect((await users({ userId: user.id }, 'DELETE')).status).toBe(200);
    expect((await app.findUser(user.id))?.status).toBe(UserStatus.rejected);
    const login = await app.rest('POST', '/api/login.php', { body: { email: user.email, password } });
    expect(login.status).toBe(403);
    expect(login.body.error).toBe(accountMessages.accountRejected);
  });

  it('only approves or rejects accounts that are pending', async () => {
    const { user } = await app.seedUser();
    expect((await users({ userId: user.id, role: 'teacher' }, 'POST')).body.error).toBe(accountMessages.notPending);
    expect((await users({ userId: user.id }, 'DELETE')).status).toBe(400);
  });

  it.each([
    ['an unknown user', { userId: 'no-such-user', role: 'parent' }, 404, accountMessages.userNotFound],
    ['no user id', { userId: '', role: 'parent' }, 400, accountMessages.userIdRequired],
    ['an unknown role', { role: 'superuser' }, 400, accountMessages.roleInvalid],
  ])('answers %s clearly', async (_name, body, status, message) => {
    const { user } = await app.seedUser({ status: UserStatus.pending });
    const answer = await users({ userId: user.id, ...body }, 'POST');
    expect(answer.status).toBe(status);
    expect(answer.body.error).toBe(message);
  });
});

describe('managing approved users', () => {
  it('changes a role', async () => {
    const { user } = await app.seedUser();
    const answer = await users({ userId: user.id, action: 'change_role', role: 'teacher' });
    expect(answer.body.user.role).toBe('teacher');
  });

  it('refuses an unknown action', async () => {
    const { user } = await app.seedUser();
    const answer = await users({ userId: user.id, action: 'promote' });
    expect(answer.status).toBe(400);
  });

  it('lists every user, newest first, without secrets', async () => {
    const answer = await app.rest('GET', '/api/users.php', { token: admin });
    expect(answer.body.users.length).toBeGreaterThan(1);
    const created = answer.body.users.map((user: { createdAt: string }) => user.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(JSON.stringify(answer.body)).not.toMatch(/password|hash/i);
  });

  it('permanently deletes a user and their sessions, reporting what went', async () => {
    const { user, token } = await app.seedUser({ role: Role.teacher });
    const answer = await users({ userId: user.id, forceDelete: true }, 'DELETE');
    expect(answer.body).toEqual({ success: true, deleted: { files: 0, links: 0 } });
    expect(await app.findUser(user.id)).toBeNull();
    expect((await app.rest('POST', '/api/validate.php', { token })).status).toBe(401);
  });
});

describe("an admin's own account and the last admin", () => {
  it.each([
    ['demote', { action: 'change_role', role: 'parent' }, 'PUT'],
    ['force a reset', { action: 'force_password_reset' }, 'PUT'],
    ['delete', { forceDelete: true }, 'DELETE'],
    ['reject', {}, 'DELETE'],
  ])('an admin cannot %s themselves', async (_name, body, method) => {
    const before = await app.snapshot();
    const answer = await users({ userId: adminId, ...body }, method);
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe(accountMessages.selfAction);
    expect(await app.snapshot()).toBe(before);
  });

  it('another admin can be demoted or deleted, and the caller remains the admin', async () => {
    const second = await app.seedUser({ role: Role.admin });
    expect((await users({ userId: second.user.id, action: 'change_role', role: 'teacher' })).status).toBe(200);
    const third = await app.seedUser({ role: Role.admin });
    expect((await users({ userId: third.user.id, forceDelete: true }, 'DELETE')).status).toBe(200);
    const admins = (await app.rest('GET', '/api/users.php', { token: admin })).body.users.filter(
      (user: { role: string }) => user.role === 'admin',
    );
    expect(admins.map((user: { id: string }) => user.id)).toEqual([adminId]);
  });
});
