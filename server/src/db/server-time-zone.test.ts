import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestApp } from '../test-support/test-app';
import { setProcessTimeZone } from '../test-support/time-zone';

const originalZone = process.env.TZ;
beforeAll(() => setProcessTimeZone('America/Chicago'));
afterAll(() => setProcessTimeZone(originalZone));

/** Every time one account's path through the product leaves behind, as the API answers them. */
async function timesOf(app: TestApp, admin: string, email: string, title: string) {
  const users = await app.rest('GET', '/api/users.php', { token: admin });
  const user = users.body.users.find((each: { email: string }) => each.email === email);
  const links = await app.rest('GET', '/api/links.php', { token: admin });
  const link = links.body.links.find((each: { title: string }) => each.title === title);
  const graphql = await app.graphql('{ sharedLinks { title sharedAt } }', {}, admin);
  const viaGraphql = graphql.data.sharedLinks.find((each: { title: string }) => each.title === title);
  return {
    createdAt: user.createdAt,
    approvedAt: user.approvedAt,
    sharedAt: link.sharedAt,
    graphql: viaGraphql.sharedAt,
  };
}

it("reads back every time as the instant it was written, whatever the server's time zone", async () => {
  expect(new Date('2026-01-15T12:00:00Z').getTimezoneOffset()).toBe(360);
  const app = await TestApp.start();
  try {
    const admin = await app.adminToken();
    const email = 'chicago@example.test';
    const password = 'chicago-password-1';
    const title = 'Prairie reading list';

    const before = Date.now();
    expect((await app.rest('POST', '/api/signup.php', { body: { name: 'Cam Chicago', email, password } })).status).toBe(
      200,
    );
    const pending = (await app.rest('GET', '/api/users.php', { token: admin })).body.users.find(
      (each: { email: string }) => each.email === email,
    );
    const approved = await app.rest('POST', '/api/users.php', {
      token: admin,
      body: { userId: pending.id, role: 'teacher' },
    });
    expect(approved.status).toBe(200);
    const login = await app.rest('POST', '/api/login.php', { body: { email, password } });
    expect(login.status).toBe(200);
    const shared = await app.rest('POST', '/api/links.php', {
      token: login.body.token,
      body: { title, url: 'https://example.org/prairie', description: 'Books about the plains' },
    });
    expect(shared.status).toBe(200);
    const after = Date.now();

    const written = {
      createdAt: pending.createdAt,
      approvedAt: approved.body.user.approvedAt,
      sharedAt: shared.body.link.sharedAt,
      graphql: shared.body.link.sharedAt,
    };
    for (const time of Object.values(written)) {
      expect(Date.parse(time)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(time)).toBeLessThanOrEqual(after);
    }
    expect(await timesOf(app, admin, email, title)).toEqual(written);

    // The same rows read by a server running on UTC, as a second instance elsewhere would.
    setProcessTimeZone('UTC');
    expect(new Date('2026-01-15T12:00:00Z').getTimezoneOffset()).toBe(0);
    expect(await timesOf(app, admin, email, title)).toEqual(written);
  } finally {
    await app.stop();
  }
});
