// @vitest-environment happy-dom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useMemo, type ReactNode } from 'react';
import { of, throwError } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkConnectionQuery } from '../features/links/api/link-connection';
import { linkListVariables, type LinkListParams } from '../features/links/link-list-params';
import { connectionPolicies } from './connection-pages';
import { usePagedList } from './use-paged-list';

const pollMs = 20;

/** A stand-in for the server's answers: links "1"…"n" newest first, paged by cursor, counting each request. */
function fakeServer(total: number) {
  const server = {
    linksVersion: 1,
    titles: Array.from({ length: total }, (_, index) => `Link ${index + 1}`),
    pages: [] as Array<Record<string, unknown>>,
    polls: 0,
    offline: false,
  };
  const link = new ApolloLink((operation) => {
    if (operation.operationName === 'ListVersions') {
      server.polls += 1;
      return of({
        data: {
          listVersions: {
            __typename: 'ListVersions',
            users: 0,
            files: 0,
            links: server.linksVersion,
            trash: 0,
            submissions: 0,
            outbox: 0,
          },
        },
      });
    }
    if (server.offline) return throwError(() => new Error('The network is down'));
    const { first = 50, after, search } = operation.variables as { first?: number; after?: string; search?: string };
    server.pages.push(operation.variables);
    const matching = server.titles.filter((title) => !search || title.includes(search));
    const start = after ? Number(after) : 0;
    const slice = matching.slice(start, start + first);
    return of({
      data: {
        linkConnection: {
          __typename: 'LinkConnection',
          edges: slice.map((title, index) => ({
            __typename: 'LinkEdge',
            cursor: String(start + index + 1),
            node: {
              __typename: 'SharedLink',
              id: title,
              title,
              url: 'https://example.org/',
              description: '',
              category: 'General',
              visibility: 'everyone',
              sharedBy: 'Ada',
              sharedAt: '2026-01-01T00:00:00.000Z',
              audience: null,
            },
          })),
          pageInfo: {
            __typename: 'PageInfo',
            endCursor: slice.length ? String(start + slice.length) : null,
            hasNextPage: start + first < matching.length,
          },
        },
      },
    });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache({ typePolicies: connectionPolicies }) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
  return { server, client, wrapper };
}

const noFilters: LinkListParams = { sort: undefined, visibility: undefined, category: undefined, q: '' };

function renderLinks(total: number, params = noFilters) {
  const fake = fakeServer(total);
  const states: Array<{ loading: boolean; shown: number }> = [];
  const hook = renderHook(
    ({ current }: { current: LinkListParams }) => {
      const variables = useMemo(() => linkListVariables(current), [current]);
      const list = usePagedList(LinkConnectionQuery, {
        variables,
        connectionOf: (data) => data.linkConnection,
        list: 'links',
        refreshMs: pollMs,
      });
      states.push({ loading: list.loading, shown: list.nodes.length });
      return list;
    },
    { wrapper: fake.wrapper, initialProps: { current: params } },
  );
  return { ...fake, hook, states };
}

afterEach(cleanup);

describe('usePagedList', () => {
  it('shows the first page, then appends the next one on loadMore until there is none', async () => {
    const { hook, server, client } = renderLinks(120);
    await waitFor(() => expect(hook.result.current.nodes).toHaveLength(50));
    expect(hook.result.current.hasMore).toBe(true);

    await act(() => hook.result.current.loadMore());
    await waitFor(() => expect(hook.result.current.nodes).toHaveLength(100));
    expect(server.pages.at(-1)).toMatchObject({ first: 50, after: '50' });

    await act(() => hook.result.current.loadMore());
    await waitFor(() => expect(hook.result.current.nodes).toHaveLength(120));
    expect(hook.result.current.nodes.map((link) => link.title).slice(-2)).toEqual(['Link 119', 'Link 120']);
    expect(hook.result.current.hasMore).toBe(false);
    client.stop();
  });

  it('asks once for a page when the end and the button ask together, or again before its rows are shown', async () => {
    const { hook, server, client } = renderLinks(120);
    await waitFor(() => expect(hook.result.current.nodes).toHaveLength(50));
    const { loadMore } = hook.result.current;
    await act(() => Promise.all([loadMore(), loadMore()]));
    await act(() => loadMore());
    await waitFor(() => expect(hook.result.current.nodes).toHaveLength(100));
    expect(server.pages).toHaveLength(2);
    client.stop();
  });

  it('a search is a list of its own, read from its first page', async () => {
    const { hook, server, client } = renderLinks(120);
    await waitFor(() => expect(hook.result.current.nodes).toHaveLength(50));
    hook.rerender({ current: { ...noFilters, q: 'Link 11' } });
    await waitFor(() => expect(hook.result.current.nodes.map((link) => link.title)).toContain('Link 110'));
    expect(hook.result.current.nodes).toHaveLength(11);
    expect(hook.result.current.hasMore).toBe(false);
    expect(server.pages.at(-1)).toMatchObject({ search: 'Link 11' });
    expect(server.pages.at(-1)?.after).toBeUndefined();
    client.stop();
  });

  it('when the counter moves, reads the rows shown again in one request, without a loading state', async () => {
    const { hook, server, states, client } = renderLinks(120);
    await waitFor(() => expect(hook.result.current.nodes).toHaveLength(50));
    await act(() => hook.result.current.loadMore());
    await waitFor(() => expect(hook.result.current.nodes).toHaveLength(100));
    const loaded = states.length;
    const requests = server.pages.length;

    server.titles = ['Link 0', ...server.titles];
    server.linksVersion = 2;
    await waitFor(() => expect(hook.result.current.nodes[0]?.title).toBe('Link 0'), { timeout: 2000 });
    expect(server.pages.slice(requests)).toEqual([expect.objectContaining({ first: 100 })]);
    expect(hook.result.current.nodes).toHaveLength(100);
    for (const state of states.slice(loaded)) expect(state).toEqual({ loading: false, shown: 100 });
    client.stop();
  });

  it('keeps the rows on screen when reading them again fails, and says so until a reading succeeds', async () => {
    const { hook, server, client } = renderLinks(10);
    await waitFor(() => expect(hook.result.current.nodes).toHaveLength(10));
    server.offline = true;
    server.linksVersion = 2;
    await waitFor(() => expect(hook.result.current.refreshError).toBeDefined(), { timeout: 2000 });
    expect(hook.result.current.nodes).toHaveLength(10);
    expect(hook.result.current.error).toBeUndefined();

    server.offline = false;
    server.titles = ['Link 0', ...server.titles];
    server.linksVersion = 3;
    await waitFor(() => expect(hook.result.current.nodes[0]?.title).toBe('Link 0'), { timeout: 2000 });
    expect(hook.result.current.refreshError).toBeUndefined();
    client.stop();
  });

  it('does not read the rows again while the counter stays the same', async () => {
    const { hook, server, client } = renderLinks(10);
    await waitFor(() => expect(hook.result.current.nodes).toHaveLength(10));
    const polled = server.polls;
    await waitFor(() => expect(server.polls).toBeGreaterThanOrEqual(polled + 5), { timeout: 2000 });
    expect(server.pages).toHaveLength(1);
    client.stop();
  });
});
