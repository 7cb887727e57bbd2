import { ApolloServer } from '@apollo/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Role } from '../modules/accounts/user.enums';
import { samples } from '../test-support/sample-files';
import { TestApp } from '../test-support/test-app';

const lists =
  'query SharedLists { sharedFiles { id original_name size visibility uploader_name uploaded_at url } sharedLinks { id title url sharedBy sharedAt } }';
/** What Apollo Client sends: the operation's name, empty variables, and its own name among the extensions. */
const clientBody = {
  operationName: 'SharedLists',
  variables: {},
  extensions: { clientLibrary: { name: '@apollo/client', version: '4.3.8' } },
  query: lists,
};
const clientAccept = 'application/graphql-response+json,application/json;q=0.9';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await TestApp.start();
  const teacher = await app.seedUser({ role: Role.teacher, name: 'Lane Teacher' });
  token = teacher.token!;
  await app.uploadRest(token, samples.pdf);
  await app.rest('POST', '/api/links.php', {
    token,
    body: { title: 'Maps', url: 'https://example.org/maps', description: 'd' },
  });
});
afterAll(() => app.stop());
afterEach(() => vi.restoreAllMocks());

interface Sent {
  status: number;
  type: string | null;
  text: string;
}

async function post(body: unknown, headers: Record<string, string> = {}): Promise<Sent> {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/** Sends the same request twice and tells how many of the two reached Apollo Server's request pipeline. */
async function twice(body: unknown, headers?: Record<string, string>) {
  const pipeline = vi.spyOn(ApolloServer.prototype, 'executeHTTPGraphQLRequest');
  const first = await post(body, headers);
  const second = await post(body, headers);
  return { first, second, throughApollo: pipeline.mock.calls.length };
}

describe('reads answered again from their compiled form', () => {
  it('answers a read Apollo has answered before without its pipeline, status, type and bytes alike', async () => {
    const { first, second, throughApollo } = await twice(clientBody, {
      authorization: `Bearer ${token}`,
      accept: clientAccept,
    });
    expect(throughApollo).toBe(1);
    expect(second).toEqual(first);
    expect(first.status).toBe(200);
    expect(first.type).toBe('application/graphql-response+json; charset=utf-8');
    const answer = JSON.parse(first.text);
    expect(answer.data.sharedFiles).toHaveLength(1);
    expect(answer.data.sharedLinks[0]).toMatchObject({ title: 'Maps', sharedBy: 'Lane Teacher' });
  });

  it('answers plain JSON to a request without Accept, as Apollo does', async () => {
    const { first, second, throughApollo } = await twice(
      { query: '{ sharedLinks { title } }' },
      { authorization: `Bearer ${token}` },
    );
    expect(throughApollo).toBe(1);
    expect(second).toEqual(first);
    expect(first.type).toBe('application/json; charset=utf-8');
    expect(first.text).toBe('{"data":{"sharedLinks":[{"title":"Maps"}]}}\n');
  });

  it('shows a change made between two reads', async () => {
    await post({ query: '{ sharedLinks { title } }' }, { authorization: `Bearer ${token}` });
    await app.rest('POST', '/api/links.php', {
      token,
      body: { title: 'Atlas', url: 'https://example.org/atlas', description: 'd' },
    });
    const after = await post({ query: '{ sharedLinks { title } }' }, { authorization: `Bearer ${token}` });
    expect(JSON.parse(after.text).data.sharedLinks.map((link: { title: string }) => link.title)).toContain('Atlas');
  });

  it('leaves an answer with errors to Apollo, which words them, every time', async () => {
    const { first, second, throughApollo } = await twice({ query: '{ sharedFiles { id } }' });
    expect(throughApollo).toBe(2);
    expect(second).toEqual(first);
    expect(JSON.parse(first.text).errors[0].extensions).toEqual({ code: 'UNAUTHENTICATED' });
  });

  it.each([
    [
      'variables',
      { query: 'query Files($all: Boolean!) { sharedFiles @include(if: $all) { id } }', variables: { all: true } },
    ],
    [
      'a persisted-query extension',
      { query: '{ sharedFiles { id } }', extensions: { persistedQuery: { version: 1 } } },
    ],
    ['a mutation', { query: 'mutation { deleteLink(id: "none") }' }],
  ])('leaves a request with %s to Apollo', async (_what, body) => {
    const { throughApollo } = await twice(body, { authorization: `Bearer ${token}` });
    expect(throughApollo).toBe(2);
  });

  it('leaves an Accept header that takes neither JSON type to Apollo, which refuses it', async () => {
    const { first, second, throughApollo } = await twice(clientBody, {
      authorization: `Bearer ${token}`,
      accept: 'text/plain',
    });
    expect(throughApollo).toBe(2);
    expect(first.status).toBe(406);
    expect(second).toEqual(first);
  });
});
