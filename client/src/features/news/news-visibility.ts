/** A news item's display window; either end may be left out. Dates: `YYYY-MM-DD`. */
export type DisplayWindow = { display_after?: string; display_until?: string };

/**
 * An item is shown only if today (the UTC date string) is not
 * before display_after and not after display_until; both ends count as inside.
 * `YYYY-MM-DD` strings compare correctly as text.
 */
export function isShownOn(item: DisplayWindow, today: string): boolean {
  if (item.display_after && today < item.display_after) return false;
  if (item.display_until && today > item.display_until) return false;
  return true;
}
