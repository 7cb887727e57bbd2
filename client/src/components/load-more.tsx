import { useEffect, useRef } from 'react';
import './button-variants.css';
import './load-more.css';

type LoadMoreProps = {
  /** What the list holds, as the status names it: one and several. */
  noun: { one: string; many: string };
  shown: number;
  /** Said instead of a count when there are no rows. */
  empty: string;
  hasMore: boolean;
  /** A next page is on its way. */
  loading: boolean;
  /** Another sort, filter or search is on its way; the rows shown are the previous ones. */
  updating: boolean;
  failed: boolean;
  onLoadMore: () => unknown;
};

/** How far below the window the end of the list may be when the next page is asked for. */
const AHEAD = '0px 0px 400px 0px';

/** What the end of the list says: how many rows are shown, or that more are on their way. */
export function listStatus({
  noun,
  shown,
  empty,
  hasMore,
  loading,
  updating,
  failed,
}: Omit<LoadMoreProps, 'onLoadMore'>) {
  if (updating) return `Loading ${noun.many}…`;
  if (loading) return `Loading more ${noun.many}…`;
  if (failed) return `Could not load more ${noun.many}. Please try again.`;
  if (shown === 0) return empty;
  const many = shown === 1 ? noun.one : noun.many;
  return hasMore ? `Showing ${shown} ${many}; more below.` : `Showing all ${shown} ${many}.`;
}

/**
 * The end of a paged list. The next page comes when this end scrolls near the window, and from the "Show more"
 * button for those who do not scroll (a keyboard, a screen reader); a polite status says how many rows are shown
 * and when more are on their way, or that there are none.
 */
export function LoadMore(props: LoadMoreProps) {
  const { shown, hasMore, loading, updating, failed, onLoadMore } = props;
  const end = useRef<HTMLDivElement>(null);
  const latestLoad = useRef(onLoadMore);
  // Set when the button asked: if that was the last page, the button goes and the keyboard stays here.
  const keepFocus = useRef(false);
  useEffect(() => {
    latestLoad.current = onLoadMore;
  }, [onLoadMore]);

  // Watched afresh after each page, so a page that does not fill the window is followed by the next one. A
  // failed page waits for the button rather than being asked for again and again.
  const watch = hasMore && !loading && !updating && !failed;
  useEffect(() => {
    const target = end.current;
    if (!watch || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void latestLoad.current();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [watch, shown]);

  useEffect(() => {
    if (!hasMore && keepFocus.current) end.current?.focus();
    keepFocus.current = false;
  }, [hasMore]);

  return (
    <div className="load-more" ref={end} tabIndex={-1}>
      <p className="load-more__status" role="status">
        {listStatus(props)}
      </p>
      {hasMore && (
        <button
          type="button"
          className="button button--secondary"
          // Not disabled while loading: a disabled button would drop the keyboard's place.
          aria-disabled={loading || undefined}
          onClick={() => {
            if (loading) return;
            keepFocus.current = true;
            void onLoadMore();
          }}
        >
          Show more {props.noun.many}
        </button>
      )}
    </div>
  );
}
