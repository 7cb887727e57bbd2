import { Suspense, type ReactNode } from 'react';
import { LoadingStatus } from './loading-status';

/** A panel whose code is fetched when it opens, its loading line (or "Loading...") shown meanwhile. */
export function LazyPanel({ loading, children }: { loading?: string; children: ReactNode }) {
  return <Suspense fallback={<LoadingStatus>{loading}</LoadingStatus>}>{children}</Suspense>;
}
