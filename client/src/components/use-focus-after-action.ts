import { useEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';

/** What a keyboard user can land on inside a row. */
const focusableControls =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The child of `list` that holds `element` (its row), or null when it sits outside the list. */
function rowOf(list: HTMLElement, element: Element | null): Element | null {
  let row = element;
  while (row && row.parentElement !== list) row = row.parentElement;
  return row;
}

/**
 * The focus was lost: on nothing (`<body>`), on a control that has just been disabled, or on a wrapper
 * around the list, such as the panel or main region where a closing dialog puts it when its opener is gone.
 */
export function focusIsLost(active: Element | null, around: (Element | null)[]): boolean {
  if (!active || active === active.ownerDocument.body || !active.isConnected) return true;
  if (active.matches(':disabled, [role="tabpanel"], main')) return true;
  return around.some((element) => element !== null && element !== active && active.contains(element));
}

/**
 * Keeps the keyboard's place after an action that changes a list or disables the control that started it
 * (approve, reject, delete, restore, a role change, a form sent): once the action has settled, a focus that
 * was lost goes to the first control of the row it was in, or of the row now in that place (the next one,
 * or the last when the end was removed), or else to `fallback` (the list's heading, or a form's first field).
 * A focus the user has since moved somewhere real is left alone.
 *
 * Spread `listProps` on the element whose children are the rows (`<tbody>`, `<ul>`), and call `settle()`
 * when the action has finished, whether it worked or not, in the same update that closes its dialog.
 */
export function useFocusAfterAction<List extends HTMLElement = HTMLElement>(fallback: RefObject<HTMLElement | null>) {
  const list = useRef<List>(null);
  const place = useRef<{ row: Element; index: number } | null>(null);
  const [settled, setSettled] = useState(0);

  useEffect(() => {
    if (settled === 0) return;
    const rows = list.current ? Array.from(list.current.children) : [];
    if (!focusIsLost(document.activeElement, [list.current, fallback.current])) return;
    const remembered = place.current;
    const row =
      remembered &&
      (remembered.row.isConnected && rows.includes(remembered.row)
        ? remembered.row
        : rows[Math.min(remembered.index, rows.length - 1)]);
    (row?.querySelector<HTMLElement>(focusableControls) ?? fallback.current)?.focus();
  }, [settled, fallback]);

  return {
    listProps: {
      ref: list,
      // Focus events bubble in React: every move inside the list records its row.
      onFocus: (event: FocusEvent) => {
        const element = list.current;
        const row = element && rowOf(element, event.target);
        if (element && row) place.current = { row, index: Array.from(element.children).indexOf(row) };
      },
    },
    settle: () => setSettled((count) => count + 1),
  };
}
