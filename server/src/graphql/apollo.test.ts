import type * as Apollo from '@apollo/server';
import type { ApolloServerOptions, ApolloServerPlugin } from '@apollo/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Role } from '../modules/accounts';
import { TestApp } from '../test-support/test-app';

/** What an Apollo plugin added to the server's configuration is told, request by request. */
const seen = vi.hoisted(() => ({ started: 0, answered: [] as (string | null)[] }));

// The server as the app builds it, with one more plugin in its configuration, as a tracing or metrics plugin
// would be added: whatever reaches /graphql must reach it.
vi.mock('@apollo/server', async (importOriginal) => {
  const apollo = await importOriginal<typeof Apollo>();
  const counting: ApolloServerPlugin = {
    async requestDidStart() {
      seen.started++;
      return {
        async willSendResponse({ operationName }) {
          seen.answered.push(operationName ?? null);
        },
      };
    },
  };
  class ApolloServer<Context extends object> extends apollo.ApolloServer<Context> {
    constructor(config: ApolloServerOptions<Context>) {
      super({ ...config, plugins: [...(config.plugins ?? []), counting as ApolloServerPlugin<Context>] });
    }
  }
  return { ...apollo, ApolloServer };
});

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await TestApp.start();
  token = (await app.seedUser({ role: Role.teacher, name: 'Pia Pipeline' })).token!;
});
afterAll(() => app.stop());
beforeEach(() => {
  seen.started = 0;
  seen.answered = [];
});

interface Asked {
  query: string;
  operationName?: string;
}

interface Sent {
  status: number;
  body: unknown;
}

const answerOf = async (response: Response): Promise<Sent> => ({
  status: response.status,
  body: await response.json(),
});

/** Every caller here says it is no simple cross-site request, as Apollo's CSRF prevention asks of GET and uploads. */
const headersFor = (who: string | undefined) => ({
  'apollo-require-preflight': 'true',
  ...(who ? { authorization: `Bearer ${who}` } : {}),
});

const paths: Record<string, (asked: Asked, who?: string) => Promise<Sent>> = {
  'GET with a query string': async (asked, who) =>
    answerOf(await fetch(`${app.url}/graphql?${new URLSearchParams({ ...asked })}`, { headers: headersFor(who) })),
  'POST with a JSON body': async (asked, who) =>
    answerOf(
      await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { ...headersFor(who), 'content-type': 'application/json' },
        body: JSON.stringify(asked),
      }),
    ),
  // The GraphQL multipart request spec: operations, then the map, then the file it maps into the variables.
  'POST as a multipart upload': async (asked, who) => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ ...asked, variables: { file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob(['notes\n']), 'notes.txt');
    return answerOf(await fetch(`${app.url}/graphql`, { method: 'POST', headers: headersFor(who), body: form }));
  },
};

const unresolved = (message: string) => ({
  errors: [{ message, extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } }],
});

const refusals: [string, Asked, unknown][] = [
  [
    'an operationName the document does not hold',
    { query: 'query A { __typename }', operationName: 'B' },
    unresolved('Unknown operation named "B".'),
  ],
  [
    'no operationName for a document of two operations',
    { query: 'query A { __typename } query B { __typename }' },
    unresolved('Must provide operation name if query contains multiple operations.'),
  ],
  [
    'two operations without a name',
    { query: '{ __typename } { __typename }' },
    {
      errors: [1, 16].map((column) => ({
        message: 'This anonymous operation must be the only defined operation.',
        locations: [{ line: 1, column }],
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      })),
    },
  ],
  [
    'a mutation under another name',
    { query: 'mutation RemoveLink { deleteLink(id: "none") }', operationName: 'ShareLink' },
    unresolved('Unknown operation named "ShareLink".'),
  ],
];

describe('choosing the operation', () => {
  describe.each(Object.entries(paths))('%s', (_path, send) => {
    it.each(refusals)('answers %s with 400 and Apollo’s own error', async (_what, asked, body) => {
      expect(await send(asked, token)).toEqual({ status: 400, body });
      expect(seen.started).toBe(1);
    });

    it('runs the operation the operationName names', async () => {
      const both = { query: 'query A { a: __typename } query B { b: __typename }', operationName: 'B' };
      const answer = await send(both, token);
      expect(answer).toEqual({ status: 200, body: { data: { b: 'Query' } } });
    });
  });
});

describe('Apollo plugins', () => {
  it('see every request, a read sent again included', async () => {
    const lists = 'query SharedLists { sharedFiles { id original_name } sharedLinks { id title } }';
    const sent = 5;
    for (let i = 0; i < sent; i++) {
      expect(await paths['POST with a JSON body']({ query: lists }, token)).toMatchObject({ status: 200 });
    }
    expect(await paths['GET with a query string']({ query: lists }, token)).toMatchObject({ status: 200 });
    expect(seen.started).toBe(sent + 1);
    expect(seen.answered).toEqual(Array(sent + 1).fill('SharedLists'));
  });

  it('see a refused read every time it is sent', async () => {
    for (let i = 0; i < 3; i++) {
      const answer = await paths['POST with a JSON body']({ query: '{ sharedFiles { id } }' });
      expect(answer.body).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    }
    expect(seen.started).toBe(3);
  });
});
