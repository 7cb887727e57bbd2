import type { ErrorLike, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { pageSize } from '@coop/contract';
import { useCallback, useRef, useState } from 'react';
import { useRefetchOnChange, type ListName } from './use-refetch-on-change';

/** What a paged list reads of a connection: the rows, and where the next page starts. */
export type Connection<TNode> = {
  edges: ReadonlyArray<{ node: TNode }>;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
};

/** A paged list's state, as the list components read it. */
export type PagedList<TNode = unknown> = {
  nodes: TNode[];
  /** True only before anything could be shown. */
  loading: boolean;
  /** Another sort or filter is on its way; the rows shown are still the previous ones. */
  updating: boolean;
  /** The rows asked for could not be read (the ones shown, if any, are of an earlier request). */
  error: ErrorLike | undefined;
  hasMore: boolean;
  loadMore: () => Promise<void>;
  loadingMore: boolean;
  /** The last "load more" failed; the button asks again. */
  moreFailed: boolean;
  /** The last reading again of the rows shown failed; they stay on screen. */
  refreshError: ErrorLike | undefined;
  /** Reads the rows shown again. */
  refetch: () => unknown;
};

/** Which slice of the list a request reads. */
type PageVariables = { first?: number | null; after?: string | null };

type PagedListOptions<TData, TVariables, TNode> = {
  /** The sort, filters and search; each combination is a list of its own. */
  variables: TVariables;
  connectionOf: (data: TData) => Connection<TNode>;
  /** The change counter that says when the loaded pages are out of date; without one, read when shown. */
  list?: ListName;
  refreshMs?: number;
  /** Read again with the rows when the counter moves (figures that summarise the list). */
  alongside?: () => unknown;
};

/**
 * A list read a page at a time: the first page at once, the next one on `loadMore`. When the list's counter
 * moves, the rows already shown are read again in one request (up to the largest page the server gives), so
 * the reader keeps their place; neither that nor a page being added ever blanks the list.
 */
export function usePagedList<TData, TVariables extends OperationVariables & PageVariables, TNode>(
  query: TypedDocumentNode<TData, TVariables>,
  { variables, connectionOf, list, refreshMs, alongside }: PagedListOptions<TData, TVariables, TNode>,
): PagedList<TNode> {
  const result = useQuery(query, {
    variables,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: false,
  } as useQuery.Options<TData, TVariables>);
  const { error, fetchMore, refetch } = result;
  // While another sort or filter loads, the rows of the one before stay in view.
  const data = (result.data ?? result.previousData) as TData | undefined;
  const connection = data ? connectionOf(data) : undefined;
  const nodes = connection?.edges.map((edge) => edge.node) ?? [];
  const pageInfo = connection?.pageInfo;
  const shown = nodes.length;
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  // Both the scroll watcher and the button may ask in the same moment; one request goes.
  const busy = useRef(false);
  // A page's rows reach the list a moment after its request ends: until then the end of the list is still in
  // view and would ask for the same page again.
  const answered = useRef<{ after: string | null; shown: number } | null>(null);

  const loadMore = useCallback(async () => {
    // Rows of a previous sort or filter have no next page in this one.
    if (busy.current || !result.data || !pageInfo?.hasNextPage) return;
    const after = pageInfo.endCursor;
    if (answered.current?.after === after && answered.current.shown === shown) return;
    busy.current = true;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const next: PageVariables = { first: pageSize.default, after };
      await fetchMore({ variables: next as Partial<TVariables> });
      answered.current = { after, shown };
    } catch {
      setMoreFailed(true);
    } finally {
      busy.current = false;
      setLoadingMore(false);
    }
  }, [fetchMore, result.data, pageInfo?.hasNextPage, pageInfo?.endCursor, shown]);

  // A refresh that fails leaves the rows shown on screen, with the reason beside them, until one succeeds.
  const [refreshError, setRefreshError] = useState<ErrorLike | undefined>();
  const showing = data !== undefined;
  const refresh = useCallback(async () => {
    const loaded: PageVariables = { first: Math.min(Math.max(shown, pageSize.default), pageSize.max) };
    try {
      await Promise.all([refetch(loaded as Partial<TVariables>), alongside?.()]);
      setRefreshError(undefined);
    } catch (problem) {
      if (showing) setRefreshError(problem as ErrorLike);
    }
  }, [refetch, shown, showing, alongside]);
  useRefetchOnChange(list, refresh, refreshMs ?? 0);

  return {
    nodes,
    loading: !data && result.loading,
    updating: !result.data && result.loading && data !== undefined,
    error: result.data || refreshError ? undefined : error,
    refreshError,
    hasMore: pageInfo?.hasNextPage ?? false,
    loadMore,
    loadingMore,
    moreFailed,
    refetch: refresh,
  };
}
