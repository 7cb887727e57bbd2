import { useEffect, type RefObject } from 'react';

const GAP_PX = 20;

/**
 * Keeps the keyboard's focus in view: out from under the sticky header, and not cut off at the bottom of the
 * screen. The browser scrolls a focused element into view only when it is wholly off screen, and a smooth scroll
 * still running when focus moves can end with the element behind the header; so after a keyboard move of focus,
 * in the next frame, and once the scroll it met has ended, a covered or cut-off element is brought into view. A
 * reader who then scrolls by hand is left alone.
 */
export function useFocusBelowHeader(headerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let afterFocusMove = false;
    const uncover = () => {
      const header = headerRef.current;
      const active = document.activeElement;
      if (!header || !active || active === document.body || header.contains(active)) return;
      if (!active.matches(':focus-visible')) return;
      const headerBottom = header.getBoundingClientRect().bottom;
      const { top, bottom, left, width, height } = active.getBoundingClientRect();
      if (top < headerBottom) {
        // Covered means the header (or nothing, above the screen) is what a pointer at its centre would reach;
        // the skip link, drawn over the header, is not covered.
        const hit = document.elementFromPoint(left + width / 2, top + height / 2);
        if (hit && !header.contains(hit)) return;
        window.scrollBy({ top: top - headerBottom - GAP_PX, behavior: 'instant' });
      } else if (bottom > window.innerHeight) {
        // Cut off at the bottom (the browser scrolls only to an element wholly out of view), without pushing
        // its top under the header.
        window.scrollBy({
          top: Math.min(bottom - window.innerHeight + GAP_PX, top - headerBottom - GAP_PX),
          behavior: 'instant',
        });
      }
    };
    const onFocusIn = () => {
      afterFocusMove = true;
      uncover();
      // Focus given back as a dialog closes, or moved by an action, lands while the page is still changing
      // around it (a message shown, a row redrawn): look once more when that change has been drawn.
      requestAnimationFrame(() => {
        if (afterFocusMove) uncover();
      });
    };
    const onScrollEnd = () => {
      if (afterFocusMove) uncover();
      afterFocusMove = false;
    };
    const onHandScroll = () => (afterFocusMove = false);
    document.addEventListener('focusin', onFocusIn);
    window.addEventListener('scrollend', onScrollEnd);
    window.addEventListener('wheel', onHandScroll, { passive: true });
    window.addEventListener('touchstart', onHandScroll, { passive: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('scrollend', onScrollEnd);
      window.removeEventListener('wheel', onHandScroll);
      window.removeEventListener('touchstart', onHandScroll);
    };
  }, [headerRef]);
}
