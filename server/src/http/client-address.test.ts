import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../config';
import { TestApp } from '../test-support/test-app';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.stop();
  app = undefined;
});

/** Sign-ups through a proxy that names the client in X-Forwarded-For; the allowance is one per address. */
async function signupsFrom(addresses: string[], trustProxy: string | undefined): Promise<number[]> {
  app = await TestApp.start({}, { SIGNUP_LIMIT_PER_HOUR: '1', TRUST_PROXY: trustProxy });
  const statuses: number[] = [];
  for (const [i, address] of addresses.entries()) {
    const answer = await app.rest('POST', '/api/signup.php', {
      headers: { 'x-forwarded-for': address },
      body: { name: `Parent ${i}`, email: `parent-${i}@example.test`, password: 'a-good-password-1' },
    });
    statuses.push(answer.status);
  }
  return statuses;
}

describe('the client address behind a reverse proxy (TRUST_PROXY)', () => {
  it('with one trusted hop, two forwarded addresses get an allowance each', async () => {
    expect(await signupsFrom(['203.0.113.1', '203.0.113.2', '203.0.113.1'], '1')).toEqual([200, 200, 429]);
  });

  it('with a trusted proxy address, the forwarded address counts', async () => {
    expect(await signupsFrom(['203.0.113.1', '203.0.113.2'], '127.0.0.1, ::1/128, ::ffff:127.0.0.1')).toEqual([
      200, 200,
    ]);
  });

  it("without it, every forwarded address shares the connection's allowance", async () => {
    expect(await signupsFrom(['203.0.113.1', '203.0.113.2'], undefined)).toEqual([200, 429]);
  });

  it('reads a hop count, a list of addresses and ranges, or nothing', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy(' ')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.0/8,fd00::/8, loopback')).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', 'proxy.example.org', '10.0.0.0/33', '10.0.0.1,', '1.5'])(
    'stops the start with TRUST_PROXY=%s, saying what it takes',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY must be a hop count such as 1, or a comma-separated list of proxy addresses or ranges/,
      );
    },
  );
});
