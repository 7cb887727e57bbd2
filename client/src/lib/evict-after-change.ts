import type { ApolloCache } from '@apollo/client';

/**
 * After a delete or restore succeeded: drop the changed entry and the lists it leaves or joins (they are read
 * from the server when next shown), then let lists forget references to what is gone.
 */
export function evictAfterChange(
  cache: ApolloCache,
  entry: { __typename: string; id: string | number },
  staleLists: readonly string[] = [],
) {
  cache.evict({ id: cache.identify(entry) });
  for (const fieldName of staleLists) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
