import type { ReactNode } from 'react';
import { apolloErrorMessage } from '../lib/apollo-error-message';
import type { PagedList as PagedListState } from '../lib/use-paged-list';
import { LoadError } from './load-error';
import { LoadMore } from './load-more';
import './notice.css';

type PagedListProps = {
  list: PagedListState;
  noun: { one: string; many: string };
  /** Said when no row is there: nothing shared yet, or nothing matching the filters. */
  empty: string;
  /** Said when the rows could not be read and the server gave no text of its own. */
  failures: { refused: string; unreachable: string };
  /** The rows, shown when there are any. */
  children: ReactNode;
};

/** A paged list's rows and its end (count, "Show more"), or why they could not be read with a way to try again. */
export function PagedList({ list, noun, empty, failures, children }: PagedListProps) {
  if (list.error) {
    return <LoadError message={apolloErrorMessage(list.error, failures)} onRetry={() => void list.refetch()} />;
  }
  return (
    <>
      {list.refreshError && (
        <p className="notice notice--error" role="alert">
          {apolloErrorMessage(list.refreshError, failures)}
        </p>
      )}
      {list.nodes.length > 0 && children}
      <LoadMore
        noun={noun}
        shown={list.nodes.length}
        empty={empty}
        hasMore={list.hasMore}
        loading={list.loadingMore}
        updating={list.updating || list.loading}
        failed={list.moreFailed}
        onLoadMore={list.loadMore}
      />
    </>
  );
}
