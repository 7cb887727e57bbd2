import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToElement } from '../lib/scroll-to-element';

// SPEC §2 Global behaviour: a new path starts at the top; a hash (or a
// `{ scrollTo: id }` navigation state) scrolls smoothly to that element, below
// the sticky header plus 20 px. A state-driven scroll waits 100 ms.
const STATE_SCROLL_DELAY_MS = 100;
// A section may render a moment after the route (lazy content): look again briefly.
const RETRY_INTERVAL_MS = 100;
const MAX_RETRIES = 10;
// Content above the target may still be arriving (class descriptions, the calendar): keep the target in place
// while the page settles, unless the visitor scrolls first.
const FOLLOW_MS = 2000;
const visitorScrolls = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function followWhileSettling(target: string): () => void {
  const observer = new ResizeObserver(() => scrollToElement(target));
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of visitorScrolls) window.removeEventListener(type, stop);
  };
  const timer = window.setTimeout(stop, FOLLOW_MS);
  for (const type of visitorScrolls) window.addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
  return stop;
}

export type ScrollToState = { scrollTo: string };

function scrollTargetFromState(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'scrollTo' in state) {
    const target = (state as { scrollTo: unknown }).scrollTo;
    if (typeof target === 'string' && target) return target;
  }
  return null;
}

export function ScrollManager() {
  const { pathname, hash, state, key } = useLocation();

  useEffect(() => {
    const fromHash = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null;
    const target = fromHash ?? scrollTargetFromState(state);
    if (!target) {
      // Not on the page's first load ("default" is the router's key for it): the browser put the visitor at
      // the top already, or back where they were on a reload, and they may have scrolled before hydration.
      if (key !== 'default') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    let attempts = 0;
    let stopFollowing = () => {};
    let timer = window.setTimeout(function attempt() {
      if (scrollToElement(target)) {
        stopFollowing = followWhileSettling(target);
        return;
      }
      if (++attempts <= MAX_RETRIES) timer = window.setTimeout(attempt, RETRY_INTERVAL_MS);
    }, fromHash ? 0 : STATE_SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      stopFollowing();
    };
    // `key` changes on every navigation, so following the same link again scrolls again.
  }, [pathname, hash, state, key]);

  return null;
}
