import { gzipSync } from 'node:zlib';
import type { Express } from 'express';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../test-support/test-app';
import { Role } from '../modules/accounts';
import { buildGraphqlSchema } from '../graphql/schema';

let app: TestApp;
beforeAll(async () => {
  app = await TestApp.start();
}, 120_000);
afterAll(() => app.stop());

interface Endpoint {
  method: string;
  path: string;
}

interface RouterLayer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
}

/** A path a route written as a regular expression matches: each group filled with a word. */
function pathOfPattern(pattern: RegExp): string {
  return pattern.source
    .replace(/^\^|\$$/g, '')
    .replace(/\([^)]*\)/g, 'x')
    .replace(/\\\//g, '/');
}

/** A route's parameters filled in with a value each route serves (a form that exists), or a plain word. */
function samplePath(path: string): string {
  return path.replace('/forms/:name', '/forms/enrollment').replace(/:\w+/g, 'x');
}

/**
 * Every route the app answers, read from its router as it is now, so a route added later is attacked too; a
 * path mounted whole (GraphQL) is reached with GET and POST.
 */
function endpointsOf(express: Express): Endpoint[] {
  const found: Endpoint[] = [];
  const walk = (stack: RouterLayer[], prefix: string) => {
    for (const layer of stack) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods).filter((each) => each !== '_all')) {
          const path = layer.route.path instanceof RegExp ? pathOfPattern(layer.route.path) : String(layer.route.path);
          found.push({ method: method.toUpperCase(), path: samplePath(prefix + path) });
        }
      } else if (layer.handle?.stack) walk(layer.handle.stack, prefix + mount);
      else if (mount) for (const method of ['GET', 'POST']) found.push({ method, path: prefix + mount });
    }
  };
  walk((express as unknown as { router: { stack: RouterLayer[] } }).router.stack, '');
  const unique = new Map(found.map((each) => [`${each.method} ${each.path}`, each]));
  return [...unique.values()];
}

interface HostileBody {
  name: string;
  headers: Record<string, string>;
  body: string | Buffer;
}

const json = { 'content-type': 'application/json' };
const boundary = '----hostile';
const multipart = { 'content-type': `multipart/form-data; boundary=${boundary}` };
/** The field names the routes read, each given a value of the wrong kind. */
const fieldNames = [
  'email',
  'password',
  'name',
  'token',
  'userId',
  'role',
  'action',
  'forceDelete',
  'linkId',
  'title',
  'url',
  'description',
  'category',
  'visibility',
  'currentPassword',
  'newPassword',
  'query',
  'variables',
  'operationName',
  'file_id',
  'form',
];
const everyField = (value: unknown) => JSON.stringify(Object.fromEntries(fieldNames.map((name) => [name, value])));
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

const hostileBodies: HostileBody[] = [
  { name: 'objects where text is expected', headers: json, body: everyField({ $gt: '' }) },
  { name: 'lists where text is expected', headers: json, body: everyField(['a', 'b']) },
  { name: 'numbers where text is expected', headers: json, body: everyField(1e308) },
  { name: 'huge numbers', headers: json, body: everyField('99999999999999999999999999999') },
  { name: 'booleans and nulls', headers: json, body: everyField(true) },
  { name: 'a NUL in every field', headers: json, body: everyField('a\u0000b') },
  { name: 'text long past any limit', headers: json, body: everyField('x'.repeat(20_000)) },
  { name: 'a JSON array', headers: json, body: '[1, 2, 3]' },
  { name: 'a JSON string', headers: json, body: '"just text"' },
  { name: 'JSON null', headers: json, body: 'null' },
  { name: 'deeply nested arrays', headers: json, body: nested(20_000) },
  { name: 'deeply nested objects', headers: json, body: '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000) },
  { name: 'malformed JSON', headers: json, body: '{"email": "a@b.co",' },
  {
    name: 'invalid UTF-8',
    headers: json,
    body: Buffer.from([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]),
  },
  { name: 'a bogus charset', headers: { 'content-type': 'application/json; charset=bogus' }, body: '{}' },
  { name: 'UTF-16 announced', headers: { 'content-type': 'application/json; charset=utf-16' }, body: '{}' },
  { name: 'deflate then gzip', headers: { ...json, 'content-encoding': 'deflate, gzip' }, body: '{}' },
  { name: 'an unknown encoding', headers: { ...json, 'content-encoding': 'zip-bomb' }, body: '{}' },
  { name: 'gzip that is not gzip', headers: { ...json, 'content-encoding': 'gzip' }, body: '{"not":"zipped"}' },
  { name: 'gzip cut short', headers: { ...json, 'content-encoding': 'gzip' }, body: gzipSync('{}').subarray(0, 8) },
  {
    name: 'a form with a NUL and broken escapes',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'email=%00&password=%E0%A4%A&name[]=a&name[x]=b',
  },
  {
    name: 'a form in a bogus charset',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=bogus' },
    body: 'email=a',
  },
  { name: 'multipart without a boundary', headers: { 'content-type': 'multipart/form-data' }, body: 'x' },
  {
    name: 'multipart cut off mid-file',
    headers: multipart,
    body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello`,
  },
  { name: 'multipart with no parts', headers: multipart, body: `--${boundary}--\r\n` },
  { name: 'plain text', headers: { 'content-type': 'text/plain' }, body: 'hello' },
  { name: 'an unknown type', headers: { 'content-type': 'application/x-hostile' }, body: '\u0000\u0001' },
];

/** Hostile query strings, for every route (a GET has no body to attack). */
const hostileQueries = [
  '?file_id=%00&form=%00&token=%00',
  '?file_id[a]=b&form[]=x&form[]=y&token[$gt]=',
  '?file_id=99999999999999999999999&form=-1e308&first=1e308',
  '?query=%E0%A4%A&variables=%7B',
  `?token=${'x'.repeat(8_000)}`,
];

/** Hostile headers, with an ordinary body. */
const hostileHeaders: Record<string, string>[] = [
  { authorization: `Bearer ${'x'.repeat(8_000)}` },
  { authorization: 'Basic bm90OmEtdG9rZW4=' },
  { authorization: 'Bearer' },
  { 'if-none-match': '*, W/"x", ' + '"y",'.repeat(500) },
];

async function send(
  endpoint: Endpoint,
  init: { query?: string; headers: Record<string, string>; body?: string | Buffer },
): Promise<{ status: number; text: string }> {
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'HEAD';
  const response = await fetch(app.url + endpoint.path + (init.query ?? ''), {
    method: endpoint.method,
    headers: { 'apollo-require-preflight': 'true', ...init.headers },
    body: hasBody ? init.body : undefined,
    // A request left without an answer is a failure too, told apart from the others rather than hanging the test.
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, text: await response.text() };
}

/** The answer, or a connection the server dropped told as a failure of its own. */
async function attempt(
  endpoint: Endpoint,
  init: Parameters<typeof send>[1],
): Promise<{ status: number; text: string }> {
  try {
    return await send(endpoint, init);
  } catch (error) {
    return { status: 599, text: `no answer: ${String((error as Error).cause ?? error)}` };
  }
}

/** A failure of the server's own: a 5xx, or GraphQL's report of one inside a 200. */
function serverFailure(answer: { status: number; text: string }): boolean {
  return answer.status >= 500 || answer.text.includes('INTERNAL_SERVER_ERROR');
}

describe('hostile input to every route', () => {
  it('finds the routes of both channels and the forms in the router', () => {
    const listed = endpointsOf(app.app.express).map((each) => `${each.method} ${each.path}`);
    expect(listed).toEqual(
      expect.arrayContaining(['POST /api/login.php', 'PUT /api/users.php', 'POST /graphql', 'POST /forms/enrollment']),
    );
  });

  it('never answers 5xx to a hostile body, query string or header, signed in or not', async () => {
    const failures: string[] = [];
    for (const endpoint of endpointsOf(app.app.express)) {
      // A session of its own per route: attacking logout ends the one it is sent with.
      const { token } = await app.seedUser({ role: Role.admin });
      const attempts = [
        ...hostileBodies.flatMap((each) => [
          { name: each.name, headers: each.headers, body: each.body },
          {
            name: `${each.name} (signed in)`,
            headers: { ...each.headers, authorization: `Bearer ${token}` },
            body: each.body,
          },
        ]),
        ...hostileQueries.map((query) => ({ name: `query ${query.slice(0, 40)}`, query, headers: {}, body: '{}' })),
        ...hostileHeaders.map((headers) => ({ name: `headers ${Object.keys(headers).join()}`, headers, body: '{}' })),
      ];
      for (const each of attempts) {
        const answer = await attempt(endpoint, each);
        if (serverFailure(answer)) {
          failures.push(
            `${endpoint.method} ${endpoint.path} ${each.name}: ${answer.status} ${answer.text.slice(0, 200)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

/** A value of the input type an argument expects, holding `text` wherever text goes. */
function valueOf(type: GraphQLInputType, text: string, seen = new Set<string>()): unknown {
  if (isNonNullType(type)) return valueOf(type.ofType, text, seen);
  if (isListType(type)) return [valueOf(type.ofType, text, seen)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    if (seen.has(type.name)) return null;
    const inner = new Set(seen).add(type.name);
    return Object.fromEntries(
      Object.values(type.getFields()).map((field) => [field.name, valueOf(field.type, text, inner)]),
    );
  }
  if (isScalarType(type)) {
    if (type.name === 'Int') return 2147483647;
    if (type.name === 'Float') return 1e308;
    if (type.name === 'Boolean') return true;
    if (type.name === 'Upload') return null;
    return text;
  }
  return null;
}

/** A document calling one field with every argument as a variable, selecting only `__typename` from objects. */
function documentFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const declared = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isObjectType(named) || (!isScalarType(named) && !isEnumType(named)) ? ' { __typename }' : '';
  return `${kind}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
}

/** Text of every hostile kind a variable may carry once GraphQL has accepted its type. */
const hostileTexts = [
  'not-an-id',
  '99999999999999999999999',
  '-1',
  '',
  'x'.repeat(20_000),
  '//evil.example/x',
  '2026-02-30T25:61:00Z',
  '\u202e\u200b',
  'a\u0000b',
];

describe('hostile variables to every GraphQL operation', () => {
  it('never answers INTERNAL_SERVER_ERROR, whatever text each argument carries', async () => {
    const schema = await buildGraphqlSchema();
    const operations: Array<{ kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }> = [];
    const rootFields = (kind: 'query' | 'mutation', type: GraphQLObjectType | null | undefined) =>
      Object.values(type?.getFields() ?? {}).forEach((field) => operations.push({ kind, field }));
    rootFields('query', schema.getQueryType());
    rootFields('mutation', schema.getMutationType());
    const failures: string[] = [];
    for (const { kind, field } of operations) {
      const { token } = await app.seedUser({ role: Role.admin });
      for (const text of hostileTexts) {
        const variables = Object.fromEntries(field.args.map((arg) => [arg.name, valueOf(arg.type, text)]));
        const answer = await send(
          { method: 'POST', path: '/graphql' },
          {
            headers: { ...json, authorization: `Bearer ${token}` },
            body: JSON.stringify({ query: documentFor(kind, field), variables }),
          },
        );
        if (serverFailure(answer))
          failures.push(`${field.name} ${JSON.stringify(text.slice(0, 20))}: ${answer.text.slice(0, 200)}`);
      }
    }
    expect(operations.length).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  }, 600_000);
});
