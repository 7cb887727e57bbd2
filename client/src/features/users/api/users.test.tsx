// @vitest-environment happy-dom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { of } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { useUsers } from './users';

const pollMs = 20;

/** A stand-in for the server's answers, counting each operation the client sends. */
function fakeServer() {
  const server = {
    usersVersion: 1,
    names: ['Ada'],
    sent: { Users: 0, ListVersions: 0 } as Record<string, number>,
  };
  const link = new ApolloLink((operation) => {
    server.sent[operation.operationName ?? ''] = (server.sent[operation.operationName ?? ''] ?? 0) + 1;
    if (operation.operationName === 'ListVersions') {
      return of({
        data: {
          listVersions: {
            __typename: 'ListVersions',
            users: server.usersVersion,
            files: 0,
            links: 0,
            trash: 0,
            submissions: 0,
          },
        },
      });
    }
    return of({
      data: {
        users: server.names.map((name, index) => ({
          __typename: 'User',
          id: String(index + 1),
          name,
          email: `${name.toLowerCase()}@example.org`,
          role: 'parent',
          status: 'approved',
          createdAt: '2026-01-01T00:00:00.000Z',
          approvedAt: '2026-01-02T00:00:00.000Z',
          approvedBy: null,
        })),
      },
    });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
  return { server, wrapper, client };
}

function renderUsers() {
  const fake = fakeServer();
  const states: Array<{ loading: boolean; names: string[] | undefined }> = [];
  const hook = renderHook(
    () => {
      const result = useUsers(pollMs);
      states.push({ loading: result.loading, names: result.data?.users.map((user) => user.name) });
      return result;
    },
    { wrapper: fake.wrapper },
  );
  return { ...fake, hook, states };
}

/** Waits until the counters have been polled `count` more times. */
async function polls(server: ReturnType<typeof fakeServer>['server'], count: number) {
  const target = server.sent.ListVersions + count;
  await waitFor(() => expect(server.sent.ListVersions).toBeGreaterThanOrEqual(target), { timeout: 2000 });
}

afterEach(cleanup);

describe('useUsers', () => {
  it('loads the list once and does not ask for it again while its counter stays the same', async () => {
    const { server, hook, client } = renderUsers();
    await waitFor(() => expect(hook.result.current.data?.users).toHaveLength(1));
    await polls(server, 5);
    expect(server.sent.Users).toBe(1);
    client.stop();
  });

  it('asks for the list exactly once when its counter moves, without a loading state in between', async () => {
    const { server, hook, states, client } = renderUsers();
    await waitFor(() => expect(hook.result.current.data?.users).toHaveLength(1));
    await polls(server, 2);
    const loaded = states.length;

    server.names = ['Ada', 'Grace'];
    server.usersVersion = 2;
    await waitFor(() => expect(hook.result.current.data?.users).toHaveLength(2));
    await polls(server, 5);
    expect(server.sent.Users).toBe(2);
    // Every render after the first load showed a list and no loading state.
    for (const state of states.slice(loaded)) expect(state).toMatchObject({ loading: false, names: expect.any(Array) });
    client.stop();
  });
});
