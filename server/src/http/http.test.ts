import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, adminCredentials } from '../test-support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await TestApp.start();
});
afterAll(() => app.stop());

describe('HTTP edge', () => {
  it('answers /healthz once the database is open', async () => {
    const answer = await app.rest('GET', '/healthz');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
  });

  it('sends the security headers on every answer', async () => {
    for (const path of ['/healthz', '/api/users.php', '/api/nothing-here.php', '/graphql']) {
      const { headers } = await app.rest('GET', path);
      const csp = headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
      // JSON answers allow nothing at all; other answers run only our own scripts.
      if (path === '/healthz') expect(scriptSrc.trim()).toBe("script-src 'self'");
      else expect(csp).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-powered-by')).toBeNull();
    }
  });

  it("refuses a JSON body over the limit, and malformed JSON, in the shim's shape", async () => {
    const big = await app.rest('POST', '/api/login.php', { body: { email: 'a@b.co', password: 'x'.repeat(200_000) } });
    expect(big.status).toBe(413);
    expect(big.body.success).toBe(false);
    const broken = await fetch(`${app.url}/api/login.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ success: false });
  });

  it('answers unknown API paths with JSON 404', async () => {
    const answer = await app.rest('GET', '/api/nothing-here.php');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ success: false });
  });

  it('never writes a password, a token or a temporary password to the log', async () => {
    const login = await app.rest('POST', '/api/login.php', { body: adminCredentials });
    const token: string = login.body.token;
    const { user } = await app.seedUser();
    const reset = await app.rest('PUT', '/api/users.php', {
      token,
      body: { userId: user.id, action: 'force_password_reset' },
    });
    await app.rest('POST', `/api/validate.php?token=${token}`);
    await app.graphql('mutation($i: LoginInput!) { login(input: $i) { token } }', { i: adminCredentials });
    const log = app.logs.join('\n');
    expect(log).toContain('POST /api/login.php 200');
    expect(log).toContain('POST /graphql 200');
    for (const secret of [adminCredentials.password, token, reset.body.tempPassword]) expect(log).not.toContain(secret);
  });
});
