import { useEffect, useLayoutEffect, type RefObject } from 'react';

// FullCalendar draws its day links, "+N more" links and popover close control as bare elements that only a mouse
// can use well, and re-renders them as people page through it. Rather than fork its markup, the calendar's DOM is
// mended after each render (a MutationObserver on child lists; the attributes set here do not trigger it again)
// and focus is put back where it would otherwise fall to <body>.

/** The calendar's controls that FullCalendar leaves unnamed or unreachable, made into buttons. */
function mendControls(root: HTMLElement): void {
  // Day headers and day numbers change the view: buttons named by the whole date (their hint, which the
  // calendar sets to it) rather than "29" alone. A name must start with the words drawn, for those who speak to
  // their screen by what they see: "Sun 11/29" is kept in front of the date it abbreviates.
  for (const link of root.querySelectorAll<HTMLElement>('a[data-navlink]:not([role])')) {
    link.setAttribute('role', 'button');
    const date = link.getAttribute('title');
    const drawn = link.textContent?.trim() ?? '';
    if (date) link.setAttribute('aria-label', !drawn || date.includes(drawn) ? date : `${drawn}, ${date}`);
  }
  // A month's day cell is named by its day number alone, which hides the classes drawn in it from its name: read
  // from its content, it starts with that day's button (the whole date) and goes on with the day's classes.
  for (const cell of root.querySelectorAll<HTMLElement>('.fc-daygrid-day[aria-labelledby]')) {
    cell.removeAttribute('aria-labelledby');
  }
  for (const more of root.querySelectorAll<HTMLElement>('.fc-more-link')) {
    more.setAttribute('role', 'button');
    more.setAttribute('aria-haspopup', 'dialog');
    if (!more.getAttribute('aria-controls')) more.removeAttribute('aria-controls');
  }
  for (const close of root.querySelectorAll<HTMLElement>('.fc-popover-close:not([role])')) {
    close.setAttribute('role', 'button');
    close.setAttribute('tabindex', '0');
    close.setAttribute('aria-label', close.title || 'Close');
    close.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      close.click();
    });
  }
  for (const popover of root.querySelectorAll<HTMLElement>('.fc-popover:not([role="dialog"])'))
    popover.setAttribute('role', 'dialog');
  root.querySelector('.fc-toolbar-title')?.setAttribute('tabindex', '-1');
  mendTodayButton(root);
  orderEventsByTime(root);
}

/**
 * FullCalendar disables Today while today is shown, which throws away the focus of the person who just pressed it;
 * the button stays focusable instead and says it has nothing to do. Whether today is shown comes from the calendar
 * (`markTodayShown`), since the DOM no longer says once the attribute is gone.
 */
function mendTodayButton(root: HTMLElement): void {
  const today = root.querySelector<HTMLButtonElement>('.fc-today-button');
  if (!today) return;
  today.disabled = false;
  if (root.dataset.todayShown === 'true') today.setAttribute('aria-disabled', 'true');
  else today.removeAttribute('aria-disabled');
}

/** Tells the keyboard mending whether the range now shown holds today (from FullCalendar's `datesSet`). */
export function markTodayShown(root: HTMLElement | null, shown: boolean): void {
  if (!root) return;
  root.dataset.todayShown = String(shown);
  queueMicrotask(() => mendTodayButton(root));
}

/**
 * A time grid places a day's events by overlap level, so its DOM (and a screen reader) reads them out of time
 * order; `aria-owns` in start order gives the accessibility tree the order of the clock without moving the nodes
 * FullCalendar owns.
 */
function orderEventsByTime(root: HTMLElement): void {
  for (const column of root.querySelectorAll<HTMLElement>('.fc-timegrid-col-events')) {
    const events = [...column.querySelectorAll<HTMLElement>('.fc-event[data-start]')];
    events.sort((a, b) => a.dataset.start!.localeCompare(b.dataset.start!) || a.id.localeCompare(b.id));
    const owns = events.map((event) => event.id).join(' ');
    if (column.getAttribute('aria-owns') !== owns) {
      if (owns) column.setAttribute('aria-owns', owns);
      else column.removeAttribute('aria-owns');
    }
  }
}

/**
 * Focuses an element and keeps it in sight: FullCalendar sizes a new view after drawing it, which can move the
 * element out of the viewport after focus had scrolled to it.
 */
function focusInView(element: HTMLElement): void {
  element.focus();
  requestAnimationFrame(() => {
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) element.scrollIntoView({ block: 'center' });
  });
}

const focusable = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement && element.isConnected;

/**
 * Keeps the calendar usable from the keyboard: mends its controls after every render, moves focus into a
 * "+N more" popover and back to its opener when it closes, and when a day link or any control that re-rendered
 * away took focus with it, puts focus on the new view's title. `focusFirstControl` hands focus to the first
 * toolbar button once drawn (the loading placeholder had it).
 */
export function useCalendarKeyboard(rootRef: RefObject<HTMLElement | null>, focusFirstControl: boolean): void {
  // The placeholder that had focus is gone by now, and until the toolbar is drawn the focus would sit on <body>,
  // where a Tab would leave for whatever follows the calendar: the calendar's box holds it meanwhile (before the
  // browser handles another key), so a Tab lands on the toolbar and the first control takes it over below.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root || !focusFirstControl) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    root.tabIndex = -1;
    root.focus({ preventScroll: true });
    // Wired once, as below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let popoverOpener: HTMLElement | null = null;
    let hadFocus = false;
    let focusFirstPending = focusFirstControl;

    const afterRender = () => {
      mendControls(root);
      if (focusFirstPending) {
        const first = root.querySelector<HTMLElement>('.fc-toolbar button');
        const active = document.activeElement;
        if (first && (active === document.body || active === root || !active)) focusInView(first);
        if (first) {
          focusFirstPending = false;
          root.removeAttribute('tabindex');
        }
      }
      const popover = root.querySelector<HTMLElement>('.fc-popover');
      if (popover && !popoverOpener) {
        popoverOpener = root.querySelector<HTMLElement>('.fc-more-link[aria-expanded="true"]');
        const close = popover.querySelector<HTMLElement>('.fc-popover-close');
        if (close) focusInView(close);
        return;
      }
      if (!popover && popoverOpener) {
        const opener = popoverOpener;
        popoverOpener = null;
        if (focusable(opener) && (document.activeElement === document.body || !document.activeElement))
          focusInView(opener);
        return;
      }
      if (hadFocus && (document.activeElement === document.body || !document.activeElement)) {
        const title = root.querySelector<HTMLElement>('.fc-toolbar-title');
        if (title) focusInView(title);
      }
    };

    const observer = new MutationObserver(afterRender);
    observer.observe(root, { childList: true, subtree: true });
    // Whether the calendar held focus last: a control that FullCalendar re-rendered away leaves no blur target.
    const onFocusIn = () => (hadFocus = true);
    const onFocusOut = (event: FocusEvent) =>
      (hadFocus = !(event.relatedTarget instanceof Node) || root.contains(event.relatedTarget));
    const onDocumentFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof Node) || !root.contains(event.target)) hadFocus = false;
    };
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    document.addEventListener('focusin', onDocumentFocusIn);
    document.addEventListener('pointerdown', onDocumentFocusIn as unknown as EventListener);

    afterRender();
    return () => {
      observer.disconnect();
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('focusin', onDocumentFocusIn);
      document.removeEventListener('pointerdown', onDocumentFocusIn as unknown as EventListener);
    };
    // Wired once: the placeholder's focus matters only when the calendar first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
