import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestApp } from '../test-support/test-app';

const failureLimit = 3;
const perHour = 2;
const env = {
  LOGIN_FAILURE_LIMIT: String(failureLimit),
  SIGNUP_LIMIT_PER_HOUR: String(perHour),
  FORMS_LIMIT_PER_HOUR: String(perHour),
  PASSWORD_RESET_CLIENT_LIMIT_PER_HOUR: String(perHour),
};

// Two instances of the product over one data folder, as two processes behind one load balancer would run.
let dataDir: string;
let instances: TestApp[];
beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-shared-limits-'));
  instances = [await TestApp.start({ dataDir }, env), await TestApp.start({ dataDir }, env)];
});
afterEach(async () => {
  for (const instance of instances) await instance.stop({ keepData: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The instance the i-th request goes to: they take turns. */
const turn = (i: number) => instances[i % instances.length];

async function restart(): Promise<TestApp> {
  for (const instance of instances) await instance.stop({ keepData: true });
  instances = [await TestApp.start({ dataDir }, env)];
  return instances[0];
}

const login = (app: TestApp, email: string, password: string) =>
  app.rest('POST', '/api/login.php', { body: { email, password } });

describe('limits shared by every instance over one database', () => {
  it('failed logins taking turns between two instances are refused after the limit in total, and after a restart', async () => {
    const { user, password } = await instances[0].seedUser({ password: 'right-password' });
    const statuses: number[] = [];
    for (let i = 0; i < failureLimit + 2; i++)
      statuses.push((await login(turn(i), user.email, 'wrong-password')).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const refused = await login(instances[1], user.email, password);
    expect(refused.status).toBe(429);

    const restarted = await restart();
    expect((await login(restarted, user.email, 'wrong-password')).status).toBe(429);
    expect((await login(restarted, user.email, password)).status).toBe(429);
  });

  it('a login that succeeds on one instance forgives the failures counted on the other', async () => {
    const { user, password } = await instances[0].seedUser({ password: 'right-password' });
    for (let i = 0; i < failureLimit - 1; i++) {
      expect((await login(instances[0], user.email, 'wrong-password')).status).toBe(401);
    }
    expect((await login(instances[1], user.email, password)).status).toBe(200);
    for (let i = 0; i < failureLimit; i++)
      expect((await login(turn(i), user.email, 'wrong-password')).status).toBe(401);
  });

  it('sign-ups from one address taking turns between two instances are refused after the limit in total, and after a restart', async () => {
    const signup = (app: TestApp, i: number) =>
      app.rest('POST', '/api/signup.php', {
        body: { name: `Parent ${i}`, email: `parent-${i}@example.test`, password: 'a-good-password-1' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < perHour + 2; i++) statuses.push((await signup(turn(i), i)).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect((await signup(await restart(), 9)).status).toBe(429);
  });

  it('password reset requests from one address taking turns between two instances are refused after the limit in total, and after a restart', async () => {
    const forgot = (app: TestApp, i: number) =>
      app.rest('POST', '/api/forgot-password.php', { body: { email: `forgetful-${i}@example.test` } });
    const statuses: number[] = [];
    for (let i = 0; i < perHour + 2; i++) statuses.push((await forgot(turn(i), i)).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect((await forgot(await restart(), 9)).status).toBe(429);
  });

  it('form submissions from one address taking turns between two instances are refused after the limit in total, and after a restart', async () => {
    const submit = (app: TestApp) =>
      fetch(`${app.url}/forms/class-request`, {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: new URLSearchParams({ name: 'Kim', email: 'kim@example.org', class_idea: 'Art' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < perHour + 2; i++) statuses.push((await submit(turn(i))).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect((await submit(await restart())).status).toBe(429);
  });
});
