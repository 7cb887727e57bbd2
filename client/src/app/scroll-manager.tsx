import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { memberAreas } from '@coop/contract';
import { memberAreaAt } from '../config/member-area-paths';
import { MAIN_ID, scrollElementIntoView, scrollToElement } from '../lib/scroll-to-element';

// On every navigation: a new path starts at the top; a hash (or a
// `{ scrollTo: id }` navigation state) scrolls smoothly to that element, below
// the sticky header plus 20 px. A state-driven scroll waits 100 ms.
const STATE_SCROLL_DELAY_MS = 100;
// A section may render a moment after the route (lazy content): look again briefly.
const RETRY_INTERVAL_MS = 100;
const MAX_RETRIES = 10;
// A new page's module and content may take a while on a slow line: wait this many looks for its heading.
const PAGE_TRIES = 50;
const HEADINGS = 'h1,h2,h3,h4,h5,h6';
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

/** Runs `attempt` after `delay`, then every RETRY_INTERVAL_MS until it succeeds or `tries` run out; cancellable. */
function retry(attempt: () => boolean, delay: number, tries: number, giveUp: () => void): () => void {
  let timer = window.setTimeout(function next() {
    if (attempt()) return;
    if (--tries > 0) timer = window.setTimeout(next, RETRY_INTERVAL_MS);
    else giveUp();
  }, delay);
  return () => window.clearTimeout(timer);
}

/** Focuses `element` where it already is (the page has been scrolled), making a heading focusable by script only. */
function focusInPlace(element: HTMLElement | null): void {
  if (!element) return;
  if (element.tabIndex < 0) element.tabIndex = -1;
  element.focus({ preventScroll: true });
}

/** The page an address shows: a members' area is one page whichever of its tabs the address names. */
function pageOf(pathname: string): string {
  const area = memberAreaAt(pathname);
  return area ? memberAreas[area].path : pathname;
}

/**
 * Scrolling, and where keyboard and screen reader users land: after a navigation, focus moves to the section it
 * scrolled to (its heading) or to the new page's h1 (else main), and the new page's title is announced, so
 * nobody is left on a link that scrolled away or on a menu that closed.
 */
export function ScrollManager() {
  const { pathname, search, hash, state, key } = useLocation();
  const shown = useRef({ pathname, search });
  // A new page whose heading has not been reached yet: a redirect on its way there (an area's bare address to its
  // first tab) is still that arrival.
  const arriving = useRef(false);
  const [announcement, setAnnouncement] = useState('');

  // A navigation that removed the focused control (a form that led to another page, a link in a list that
  // changed) would leave the focus on the page's body while the next page's module and heading arrive: main
  // holds it meanwhile, before anything is drawn, and the heading takes it below once it is there.
  useLayoutEffect(() => {
    if (key === 'default') return;
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [key]);

  useEffect(() => {
    const newPage = arriving.current || pageOf(pathname) !== pageOf(shown.current.pathname);
    // The same page chosen again (a tab's address change in the page itself is no navigation to follow).
    const samePage = pathname === shown.current.pathname && search === shown.current.search;
    shown.current = { pathname, search };
    // The first load keeps the browser's focus; a change of the query, or of an area's tab, is the page's own
    // business.
    const moveFocus = key !== 'default' && (newPage || samePage);
    arriving.current = moveFocus && newPage;
    const settle = (element: HTMLElement | null) => {
      if (!moveFocus) return;
      arriving.current = false;
      const main = document.getElementById(MAIN_ID);
      const active = document.activeElement;
      // A new page that placed focus itself (a form's first field) keeps it.
      if (!(newPage && active !== main && main?.contains(active))) focusInPlace(element ?? main);
      if (newPage) setAnnouncement(document.title);
    };

    const fromHash = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null;
    const target = fromHash ?? scrollTargetFromState(state);
    if (!target) {
      // Not on the page's first load ("default" is the router's key for it): the browser put the visitor at
      // the top already, or back where they were on a reload, and they may have scrolled before hydration.
      if (key !== 'default') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      if (!moveFocus) return;
      return retry(
        () => {
          const heading = document.querySelector<HTMLElement>(`#${MAIN_ID} h1`);
          if (heading) settle(heading);
          return !!heading;
        },
        0,
        PAGE_TRIES,
        () => settle(null),
      );
    }
    let stopFollowing = () => {};
    const cancel = retry(
      () => {
        const element = document.getElementById(target);
        if (!element) return false;
        scrollElementIntoView(element);
        settle(element.matches(HEADINGS) ? element : (element.querySelector<HTMLElement>(HEADINGS) ?? element));
        stopFollowing = followWhileSettling(target);
        return true;
      },
      fromHash ? 0 : STATE_SCROLL_DELAY_MS,
      MAX_RETRIES + 1,
      () => settle(null),
    );
    return () => {
      cancel();
      stopFollowing();
    };
    // `key` changes on every navigation, so following the same link again scrolls again.
  }, [pathname, search, hash, state, key]);

  // Read out by screen readers when its text changes: the title of the page a navigation opened.
  return (
    <p role="status" className="visually-hidden">
      {announcement}
    </p>
  );
}
