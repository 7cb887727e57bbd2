import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { ListVersionsDocument, type ListVersionsQuery } from '../graphql/graphql';

export type ListName = Exclude<keyof ListVersionsQuery['listVersions'], '__typename'>;

/**
 * Polls the lists' change counters, a few hundred bytes whatever the size of the lists, and calls `refetch`
 * once each time the counter of `list` has moved since the last poll: a list that stays the same is never
 * downloaded again. Every list polled this way shares one request per interval. Without a list, nothing is polled.
 */
export function useRefetchOnChange(list: ListName | undefined, refetch: () => unknown, intervalMs: number): void {
  const { data } = useQuery(ListVersionsDocument, {
    pollInterval: intervalMs,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
    skip: list === undefined,
  });
  const version = (list && data?.listVersions[list]) ?? null;
  const seen = useRef<number | null>(null);
  const latestRefetch = useRef(refetch);
  useEffect(() => {
    latestRefetch.current = refetch;
  }, [refetch]);
  useEffect(() => {
    if (version === null) return;
    const previous = seen.current;
    seen.current = version;
    if (previous !== null && previous !== version) void latestRefetch.current();
  }, [version]);
}
