import { useEffect, useReducer } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { renderedTime } from '../../lib/today';
import { isNoticeShown, siteNotice } from './site-notice';
import './notice-banner.css';

// Timers longer than this fire at once; a notice that far off is judged again on the next visit.
const longestTimer = 2 ** 31 - 1;

/**
 * The site-wide notice at the top of every page. The pre-rendered page judged the expiry at its own render time,
 * and hydration judges it at that same time so the markup matches; once hydrated it is judged at the visitor's
 * time, and hidden the moment it expires while the page stays open.
 */
export function NoticeBanner() {
  const hydrated = useHydrated();
  const [, recheck] = useReducer((count: number) => count + 1, 0);
  const notice = siteNotice();
  const shown = isNoticeShown(notice, hydrated ? new Date() : renderedTime());

  const expiresAt = shown ? Date.parse(notice.expires_at) : undefined;
  useEffect(() => {
    if (!hydrated || expiresAt === undefined) return;
    const timer = setTimeout(recheck, Math.min(Math.max(expiresAt - Date.now(), 0), longestTimer));
    return () => clearTimeout(timer);
  }, [hydrated, expiresAt]);

  if (!shown) return null;
  return (
    <section className="notice-banner" aria-label="Site notice">
      <p className="notice-banner__text">{notice.text}</p>
    </section>
  );
}
