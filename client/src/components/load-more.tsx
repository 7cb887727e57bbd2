import { useEffect, useRef } from 'react';
import './button-variants.css';
import './load-more.css';

type LoadMoreProps = {
  /** What the list holds, as the status names it: one and several. */
  noun: { one: string; many: string };
  shown: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => unknown;
};

/** How far below the window the end of the list may be when the next page is asked for. */
const AHEAD = '0px 0px 400px 0px';

/**
 * The end of a paged list. The next page comes when this end scrolls near the window, and from the "Show more"
 * button for those who do not scroll (a keyboard, a screen reader); a polite status says how many rows are shown
 * and when more are on their way.
 */
export function LoadMore({ noun, shown, hasMore, loading, failed, onLoadMore }: LoadMoreProps) {
  const end = useRef<HTMLDivElement>(null);
  const latestLoad = useRef(onLoadMore);
  // Set when the button asked: if that was the last page, the button goes and the keyboard stays here.
  const keepFocus = useRef(false);
  useEffect(() => {
    latestLoad.current = onLoadMore;
  }, [onLoadMore]);

  // Watched afresh after each page, so a page that does not fill the window is followed by the next one. A
  // failed page waits for the button rather than being asked for again and again.
  const watch = hasMore && !loading && !failed;
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

  const many = shown === 1 ? noun.one : noun.many;
  let status = hasMore ? `Showing ${shown} ${many}; more below.` : `Showing all ${shown} ${many}.`;
  if (loading) status = `Loading more ${noun.many}…`;
  else if (failed) status = `Could not load more ${noun.many}. Please try again.`;

  return (
    <div className="load-more" ref={end} tabIndex={-1}>
      <p className="load-more__status" role="status">
        {status}
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
          Show more {noun.many}
        </button>
      )}
    </div>
  );
}
