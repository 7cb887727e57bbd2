/** The sticky site header, whose height every in-page scroll leaves free. */
export const SITE_HEADER_ID = 'site-header';
/** The main landmark, which the skip link and a new page's focus go to. */
export const MAIN_ID = 'main-content';

// Scroll targets land the navigation's height plus 20 px below the top.
const GAP_BELOW_HEADER = 20;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls smoothly so `element` sits below the sticky header. */
export function scrollElementIntoView(element: Element): void {
  const headerHeight = document.getElementById(SITE_HEADER_ID)?.offsetHeight ?? 0;
  const top = element.getBoundingClientRect().top + window.scrollY - headerHeight - GAP_BELOW_HEADER;
  window.scrollTo({ top: Math.max(top, 0), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/** Scrolls to the element with this id; false when it is not on the page. */
export function scrollToElement(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  scrollElementIntoView(element);
  return true;
}
