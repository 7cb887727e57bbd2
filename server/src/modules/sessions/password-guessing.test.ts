import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestApp } from '../../test-support/test-app';
import { accountMessages } from '@coop/contract';
import { User } from '../accounts';

const failureLimit = 3;

// A fresh app per test, with a database of its own that keeps the limits: every request here comes from one address.
let app: TestApp;
beforeEach(async () => {
  app = await TestApp.start({}, { LOGIN_FAILURE_LIMIT: String(failureLimit) });
});
afterEach(() => app.stop());

type Channel = 'REST' | 'GraphQL';
const loginMutation = 'mutation($i: LoginInput!) { login(input: $i) { token } }';
const changeMutation = 'mutation($i: ChangePasswordInput!) { changePassword(input: $i) { passwordResetRequired } }';

/** The outcome of a call as one word: 200, or the REST status / GraphQL code of its refusal. */
async function login(channel: Channel, credentials: { email: string; password: string }): Promise<string> {
  if (channel === 'REST') return String((await app.rest('POST', '/api/login.php', { body: credentials })).status);
  const answer = await app.graphql(loginMutation, { i: credentials });
  return answer.errors ? String(answer.errors[0].extensions?.code) : '200';
}

async function changePassword(channel: Channel, token: string, body: { currentPassword: string; newPassword: string }) {
  if (channel === 'REST') {
    const answer = await app.rest('POST', '/api/change-password.php', { token, body });
    return { outcome: String(answer.status), message: answer.body.error };
  }
  const answer = await app.graphql(changeMutation, { i: body }, token);
  return {
    outcome: answer.errors ? String(answer.errors[0].extensions?.code) : '200',
    message: answer.errors?.[0].message,
  };
}

const refusedCodes: Record<Channel, { wrong: string; limited: string }> = {
  REST: { wrong: '401', limited: '429' },
  GraphQL: { wrong: 'UNAUTHENTICATED', limited: 'TOO_MANY_REQUESTS' },
};

describe('parallel logins', () => {
  it.each<Channel>(['REST', 'GraphQL'])(
    '%s: 150 wrong passwords and then the right one, all at once, check at most the limit and sign nobody in',
    async (channel) => {
      const { user, password } = await app.seedUser({ password: 'right-password' });
      const wrong = Array.from({ length: 150 }, () =>
        login(channel, { email: user.email, password: 'wrong-password' }),
      );
      const right = login(channel, { email: user.email, password });
      const outcomes = await Promise.all(wrong);
      const { wrong: checked, limited } = refusedCodes[channel];

      expect(await right).toBe(limited);
      expect(outcomes.filter((outcome) => outcome === checked).length).toBeLessThanOrEqual(failureLimit);
      expect(outcomes.filter((outcome) => outcome !== checked && outcome !== limited)).toEqual([]);
    },
  );

  it("a burst of guesses at many accounts from one address checks at most the address's limit", async () => {
    const guesses = Array.from({ length: 60 }, (_, i) =>
      login('REST', { email: `nobody-${i}@example.test`, password: 'wrong-password' }),
    );
    const outcomes = await Promise.all(guesses);
    expect(outcomes.filter((outcome) => outcome === '401').length).toBeLessThanOrEqual(failureLimit * 10);
    expect(outcomes.filter((outcome) => outcome !== '401' && outcome !== '429')).toEqual([]);
  });

  it('a login that succeeds is not held against the account or the address', async () => {
    const { user, password } = await app.seedUser({ password: 'right-password' });
    for (let i = 0; i < failureLimit + 2; i++) expect(await login('REST', { email: user.email, password })).toBe('200');
  });
});

describe('change of password', () => {
  it.each<Channel>(['REST', 'GraphQL'])(
    '%s: wrong current passwords are limited per account like logins; the right one then waits too',
    async (channel) => {
      const { user, token, password } = await app.seedUser({ password: 'right-password' });
      const hashBefore = (await app.findUser(user.id))!.passwordHash;
      for (let i = 0; i < failureLimit; i++) {
        const guess = await changePassword(channel, token!, {
          currentPassword: `wrong-guess-${i}`,
          newPassword: 'a-new-password-1',
        });
        expect(guess).toEqual({
          outcome: channel === 'REST' ? '400' : 'BAD_USER_INPUT',
          message: accountMessages.currentPasswordWrong,
        });
      }
      const right = await changePassword(channel, token!, {
        currentPassword: password,
        newPassword: 'a-new-password-1',
      });
      expect(right).toEqual({ outcome: refusedCodes[channel].limited, message: accountMessages.tooManyAttempts });
      expect((await app.app.db.manager.findOneByOrFail(User, { id: user.id })).passwordHash).toBe(hashBefore);
    },
  );

  it('parallel guesses at the current password check at most the limit', async () => {
    const { token } = await app.seedUser({ password: 'right-password' });
    const guesses = Array.from({ length: 40 }, (_, i) =>
      changePassword('REST', token!, { currentPassword: `wrong-guess-${i}`, newPassword: 'a-new-password-1' }),
    );
    const outcomes = (await Promise.all(guesses)).map((guess) => guess.outcome);
    expect(outcomes.filter((outcome) => outcome === '400').length).toBeLessThanOrEqual(failureLimit);
    expect(outcomes.filter((outcome) => outcome !== '400' && outcome !== '429')).toEqual([]);
  });
});
