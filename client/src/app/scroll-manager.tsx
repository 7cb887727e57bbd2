import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SITE_HEADER_ID } from './header';

// SPEC §2 Global behaviour: a new path starts at the top; a hash (or a
// `{ scrollTo: id }` navigation state) scrolls smoothly to that element, below
// the sticky header plus 20 px. A state-driven scroll waits 100 ms.
const GAP_BELOW_HEADER = 20;
const STATE_SCROLL_DELAY_MS = 100;
// A section may render a moment after the route (lazy content): look again briefly.
const RETRY_INTERVAL_MS = 100;
const MAX_RETRIES = 10;

export type ScrollToState = { scrollTo: string };

function scrollTargetFromState(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'scrollTo' in state) {
    const target = (state as { scrollTo: unknown }).scrollTo;
    if (typeof target === 'string' && target) return target;
  }
  return null;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls `id` into view below the sticky header; false when it is not on the page. */
export function scrollToElement(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const headerHeight = document.getElementById(SITE_HEADER_ID)?.offsetHeight ?? 0;
  const top = element.getBoundingClientRect().top + window.scrollY - headerHeight - GAP_BELOW_HEADER;
  window.scrollTo({ top: Math.max(top, 0), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  return true;
}

export function ScrollManager() {
  const { pathname, hash, state, key } = useLocation();

  useEffect(() => {
    const fromHash = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null;
    const target = fromHash ?? scrollTargetFromState(state);
    if (!target) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    let attempts = 0;
    let timer = window.setTimeout(function attempt() {
      if (scrollToElement(target) || ++attempts > MAX_RETRIES) return;
      timer = window.setTimeout(attempt, RETRY_INTERVAL_MS);
    }, fromHash ? 0 : STATE_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
    // `key` changes on every navigation, so following the same link again scrolls again.
  }, [pathname, hash, state, key]);

  return null;
}
