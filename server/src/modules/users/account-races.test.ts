import { accountMessages } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples } from '../../test-support/sample-files';
import { TestApp } from '../../test-support/test-app';
import { SharedFile } from '../files';
import { Session } from '../sessions';
import { User, Role, UserStatus } from '../accounts';

/**
 * Requests that arrive at the same moment, one through each of two instances over one database (one app on
 * SQLite, which serves a single instance): every rule must hold whatever their order.
 */
let app: TestApp;
let other: TestApp;

beforeAll(async () => {
  app = await TestApp.start({}, { SIGNUP_LIMIT_PER_HOUR: '1000' });
  other = await app.alongside();
});
afterAll(() => app.stop());

const rounds = 5;
const sorted = (answers: Array<{ status: number }>) => answers.map((answer) => answer.status).sort();

describe('requests racing each other across instances', () => {
  it('sign-ups with one e-mail (in any letter case) make one account; the others are told the address is taken', async () => {
    for (let round = 0; round < rounds; round++) {
      const email = `race-${round}-${Date.now()}@example.test`;
      const answers = await Promise.all(
        [app, other, app, other].map((instance, index) =>
          instance.rest('POST', '/api/signup.php', {
            body: { name: `Parent ${index}`, email: index % 2 ? email.toUpperCase() : email, password: 'secret12' },
          }),
        ),
      );
      expect(sorted(answers)).toEqual([200, 409, 409, 409]);
      for (const refused of answers.filter((answer) => answer.status === 409)) {
        expect(refused.body).toEqual({ success: false, error: accountMessages.emailTaken, code: 'EMAIL_TAKEN' });
      }
      expect(await app.app.db.manager.countBy(User, { email })).toBe(1);
    }
  });

  it('two admins approving one pending account approve it once; the other is told it is no longer pending', async () => {
    const first = await app.seedUser({ role: Role.admin });
    const second = await app.seedUser({ role: Role.admin });
    for (let round = 0; round < rounds; round++) {
      const { user } = await app.seedUser({ status: UserStatus.pending });
      const answers = await Promise.all([
        app.rest('POST', '/api/users.php', { token: first.token, body: { userId: user.id, role: 'teacher' } }),
        other.rest('POST', '/api/users.php', { token: second.token, body: { userId: user.id, role: 'parent' } }),
      ]);
      expect(sorted(answers)).toEqual([200, 400]);
      expect(answers.find((answer) => answer.status === 400)?.body.error).toBe(accountMessages.notPending);
      const approved = answers.find((answer) => answer.status === 200)?.body.user;
      expect(await app.findUser(user.id)).toMatchObject({ role: approved.role, approvedBy: approved.approvedBy });
    }
  });

  it('a temporary password tried by two logins at once opens one session', async () => {
    const admin = await app.seedUser({ role: Role.admin });
    for (let round = 0; round < rounds; round++) {
      const { user } = await app.seedUser();
      const reset = await app.rest('PUT', '/api/users.php', {
        token: admin.token,
        body: { action: 'force_password_reset', userId: user.id },
      });
      const body = { email: user.email, password: reset.body.tempPassword };
      const answers = await Promise.all([
        app.rest('POST', '/api/login.php', { body }),
        other.rest('POST', '/api/login.php', { body }),
      ]);
      expect(sorted(answers)).toEqual([200, 401]);
      expect(await app.app.db.manager.countBy(Session, { userId: user.id })).toBe(1);
    }
  });

  it('a login with the old password racing a forced reset of the account leaves it without a session', async () => {
    const admin = await app.seedUser({ role: Role.admin });
    for (let round = 0; round < rounds; round++) {
      const { user, password } = await app.seedUser({ password: 'old-password-1' });
      await app.app.db.write((manager) => manager.delete(Session, { userId: user.id }));
      const resetting = app.rest('PUT', '/api/users.php', {
        token: admin.token,
        body: { action: 'force_password_reset', userId: user.id },
      });
      // Started a little later each round, so that some login checks the old password while the reset is
      // hashing the new one and writes its session after the reset has committed.
      await new Promise((resolve) => setTimeout(resolve, round * 15));
      const [login, reset] = await Promise.all([
        other.rest('POST', '/api/login.php', { body: { email: user.email, password } }),
        resetting,
      ]);
      expect(reset.status).toBe(200);
      expect([200, 401]).toContain(login.status);
      // Either the login came first and the reset ended its session, or the reset came first and refused it.
      expect(await app.app.db.manager.countBy(Session, { userId: user.id })).toBe(0);
    }
  });

  it('a password change racing a forced reset of the account never undoes the reset', async () => {
    const admin = await app.seedUser({ role: Role.admin });
    for (let round = 0; round < rounds; round++) {
      const { user, password, token } = await app.seedUser({ password: 'old-password-1' });
      const resetting = app.rest('PUT', '/api/users.php', {
        token: admin.token,
        body: { action: 'force_password_reset', userId: user.id },
      });
      // Started a little later each round, as in the login race above.
      await new Promise((resolve) => setTimeout(resolve, round * 15));
      const [change, reset] = await Promise.all([
        other.rest('POST', '/api/change-password.php', {
          token,
          body: { currentPassword: password, newPassword: 'new-password-1' },
        }),
        resetting,
      ]);
      expect(reset.status).toBe(200);
      expect([200, 400, 401]).toContain(change.status);
      // Whichever came first, the account ends waiting for its reset, with the temporary password.
      expect((await app.findUser(user.id))?.status).toBe(UserStatus.password_reset_required);
      const login = await app.rest('POST', '/api/login.php', {
        body: { email: user.email, password: reset.body.tempPassword },
      });
      expect(login.status).toBe(200);
    }
  });

  it('two admins deleting one account delete it once, with its files; the other is told it is gone', async () => {
    const first = await app.seedUser({ role: Role.admin });
    const second = await app.seedUser({ role: Role.admin });
    for (let round = 0; round < rounds; round++) {
      const { user, token } = await app.seedUser({ role: Role.teacher });
      expect((await app.uploadRest(token, samples.pdf, 'everyone')).status).toBe(200);
      const body = { userId: user.id, forceDelete: true };
      const answers = await Promise.all([
        app.rest('DELETE', '/api/users.php', { token: first.token, body }),
        other.rest('DELETE', '/api/users.php', { token: second.token, body }),
      ]);
      expect(sorted(answers)).toEqual([200, 404]);
      expect(answers.find((answer) => answer.status === 200)?.body.deleted).toEqual({ files: 1, links: 0 });
      expect(answers.find((answer) => answer.status === 404)?.body.error).toBe(accountMessages.userNotFound);
      expect(await app.app.db.manager.countBy(SharedFile, { uploaderId: user.id })).toBe(0);
    }
  });

  it('two admins demoting each other: one is demoted, the other may no longer act, and an admin remains', async () => {
    for (let round = 0; round < rounds; round++) {
      // Only these two are admins, so that the last-admin rule is at stake.
      await app.app.db.write((manager) => manager.update(User, { role: Role.admin }, { role: Role.teacher }));
      const first = await app.seedUser({ role: Role.admin });
      const second = await app.seedUser({ role: Role.admin });
      const demote = (target: { id: string }) => ({ action: 'change_role', userId: target.id, role: 'parent' });
      const answers = await Promise.all([
        app.rest('PUT', '/api/users.php', { token: first.token, body: demote(second.user) }),
        other.rest('PUT', '/api/users.php', { token: second.token, body: demote(first.user) }),
      ]);
      expect(sorted(answers)).toEqual([200, 403]);
      expect(answers.find((answer) => answer.status === 403)?.body).toEqual({
        success: false,
        error: accountMessages.forbidden,
        code: 'FORBIDDEN',
      });
      expect(await app.app.db.manager.countBy(User, { role: Role.admin })).toBe(1);
    }
  });
});
