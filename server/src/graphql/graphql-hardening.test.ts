import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../test-support/test-app';
import { Role } from '../modules/accounts';
import { graphqlLimits } from './apollo';
import { graphqlMessages } from './request-limits';
import { buildGraphqlSchema, printGraphqlSchema, schemaFilePath } from './schema';

let app: TestApp;
let production: TestApp;
beforeAll(async () => {
  [app, production] = await Promise.all([TestApp.start(), TestApp.start({ production: true })]);
});
afterAll(() => Promise.all([app.stop(), production.stop()]));

const post = (
  target: TestApp,
  body: unknown,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) =>
  fetch(`${target.url}/graphql`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('GraphQL schema file', () => {
  it('schema.graphql at the root is exactly the schema the server builds (run the server build to refresh it)', async () => {
    const built = printGraphqlSchema(await buildGraphqlSchema());
    expect(fs.readFileSync(schemaFilePath, 'utf8')).toBe(built);
  });
});

describe('GraphQL hardening', () => {
  it('refuses queries nested deeper than the limit', async () => {
    const nested =
      '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }';
    const answer = await app.graphql(nested);
    expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(answer.errors?.[0].message).toBe(`Query is nested too deeply (at most ${graphqlLimits.depth} levels)`);
    const shallow = '{ __schema { types { fields { type { name } } } } }';
    expect((await app.graphql(shallow)).errors).toBeUndefined();
  });

  it('refuses more aliases than the limit', async () => {
    const many = Array.from({ length: graphqlLimits.aliases + 1 }, (_, i) => `a${i}: __typename`).join(' ');
    const answer = await app.graphql(`{ ${many} }`);
    expect(answer.errors?.[0].message).toContain('Too many aliases');
    const allowed = Array.from({ length: graphqlLimits.aliases }, (_, i) => `a${i}: __typename`).join(' ');
    expect((await app.graphql(`{ ${allowed} }`)).errors).toBeUndefined();
  });

  it('refuses batched requests', async () => {
    const response = await post(app, [{ query: '{ __typename }' }, { query: '{ __typename }' }]);
    expect(response.status).toBe(400);
  });

  it('refuses requests a browser could send cross-site without a preflight (CSRF prevention)', async () => {
    const simple = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(simple.status).toBe(400);
    const form = await post(app, 'query={__typename}', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(400);
    const multipart = await post(app, '--x\r\n\r\n--x--', { 'content-type': 'multipart/form-data; boundary=x' });
    expect(multipart.status).toBe(400);
  });

  it('hides stack traces and internals in errors', async () => {
    const answer = await app.graphql('{ nope }');
    const text = JSON.stringify(answer.errors);
    expect(text).not.toMatch(/stacktrace|at .*\.js|SQLITE|SELECT/i);
  });

  it('offers introspection in development only', async () => {
    const query = '{ __schema { queryType { name } } }';
    expect((await app.graphql(query)).data.__schema.queryType.name).toBe('Query');
    const refused = await production.graphql(query);
    expect(refused.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('GraphQL request limits', () => {
  const repeated = (unit: string, times: number) => unit.repeat(times);

  it('refuses a 300 kB document of 14,000 anonymous queries at once, by its size, and stays responsive', async () => {
    const query = repeated('{ sharedFiles { id } }', 14000);
    const timings: number[] = [];
    // The quickest of three, so that a busy test machine's pauses do not count.
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const response = await post(app, { query });
      timings.push(performance.now() - started);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        errors: [{ message: 'Request body too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
      });
    }
    expect(Math.min(...timings)).toBeLessThan(250);

    // Twenty at once leave the health check answering promptly.
    const flood = Array.from({ length: 20 }, () => post(app, { query }).then((each) => each.status));
    const healthStarted = performance.now();
    const health = await fetch(`${app.url}/healthz`);
    const healthElapsed = performance.now() - healthStarted;
    expect(await Promise.all(flood)).toEqual(Array(20).fill(413));
    expect(health.status).toBe(200);
    expect(healthElapsed).toBeLessThan(1500);
  });

  it('stops parsing a document past the token limit', async () => {
    const query = `{ ${repeated('sharedFiles { id } ', 300)}}`;
    expect(query.length).toBeLessThan(graphqlLimits.bodyBytes);
    const response = await post(app, { query });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        { message: graphqlMessages.tooManyTokens(graphqlLimits.tokens), extensions: { code: 'GRAPHQL_PARSE_FAILED' } },
      ],
    });
  });

  it('refuses a document with more fields than the limit before validating it', async () => {
    const over = `{ ${repeated('sharedFiles { id } ', graphqlLimits.fields / 2 + 1)}}`;
    const response = await post(app, { query: over });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: graphqlMessages.tooManyFields(graphqlLimits.fields),
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      ],
    });
    const viaAddress = await fetch(`${app.url}/graphql?query=${encodeURIComponent(over)}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(viaAddress.status).toBe(400);
    expect(((await viaAddress.json()) as { errors: Array<{ message: string }> }).errors[0].message).toBe(
      graphqlMessages.tooManyFields(graphqlLimits.fields),
    );
    const atLimit = await app.graphql(`{ ${repeated('sharedFiles { id } ', graphqlLimits.fields / 2)}}`);
    expect(atLimit.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("still answers the dashboard's queries in full", async () => {
    const { token } = await app.seedUser({ role: Role.teacher });
    const answer = await app.graphql(
      `query Dashboard {
        sharedFiles { __typename id original_name size visibility uploader_name uploaded_at url }
        sharedLinks { __typename id title url description category visibility sharedBy sharedAt }
      }`,
      {},
      token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ sharedFiles: expect.any(Array), sharedLinks: expect.any(Array) });
  });

  it('answers 429 once an address has used GRAPHQL_LIMIT_PER_MINUTE, and leaves the REST shim alone', async () => {
    const limited = await TestApp.start({}, { GRAPHQL_LIMIT_PER_MINUTE: '5' });
    try {
      // The allowance is counted per minute from the address's first request.
      for (let i = 0; i < 5; i++) expect((await post(limited, { query: '{ __typename }' })).status).toBe(200);
      const refused = await post(limited, { query: '{ __typename }' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({
        errors: [{ message: graphqlMessages.tooManyRequests, extensions: { code: 'TOO_MANY_REQUESTS' } }],
      });
      expect((await limited.rest('GET', '/api/files.php')).status).toBe(401);
      expect((await fetch(`${limited.url}/healthz`)).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});
