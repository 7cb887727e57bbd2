import type { ContentCheck } from './content-check';

// Read only by the pages showing how current their content is, so not among the texts every page loads.
export const freshnessMessages = {
  fresh: 'Updated just now',
  /** Followed by the copy's age ("3 hours ago") or its date. */
  copyFrom: 'Offline copy from',
  changed: 'This page has changed since it was saved on this device.',
} as const;

/**
 * How current the page's content is, as the visitor is told: fresh (online, just fetched or confirmed), a copy
 * kept on the device and confirmed at `checkedAt`, or outdated by newer copies the worker has fetched since the page
 * opened.
 */
export type Freshness = { kind: 'fresh' } | { kind: 'copy'; checkedAt: Date } | { kind: 'changed' };

/** A copy confirmed this shortly before the page opened (or since) is the server's current content. */
export const FRESH_FOR_MS = 60_000;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

function count(amount: number, unit: string): string {
  return `${amount} ${unit}${amount === 1 ? '' : 's'} ago`;
}

/** "3 hours ago" up to a week, then the date ("November 3, 2026", in the reader's time zone). */
export function ageText(then: Date, now: Date): string {
  const age = Math.max(0, now.getTime() - then.getTime());
  if (age < MINUTE) return 'less than a minute ago';
  if (age < HOUR) return count(Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return count(Math.floor(age / HOUR), 'hour');
  if (age < 7 * DAY) return count(Math.floor(age / DAY), 'day');
  return longDate.format(then);
}

export function freshnessText(freshness: Freshness, now: Date): string {
  if (freshness.kind === 'fresh') return freshnessMessages.fresh;
  if (freshness.kind === 'changed') return freshnessMessages.changed;
  return `${freshnessMessages.copyFrom} ${ageText(freshness.checkedAt, now)}`;
}

/**
 * From the worker's record and when the page opened. Not controlled by the worker, the page came from the server.
 * Controlled, it is the worker's copy: outdated if the worker replaced its copies since, else current if online and
 * confirmed moments before the page opened or since, else a copy as of its last confirmation. Undefined: nothing
 * known.
 */
export function freshnessOf(page: {
  controlled: boolean;
  online: boolean;
  openedAt: number;
  check: ContentCheck | undefined;
}): Freshness | undefined {
  if (!page.controlled) return page.online ? { kind: 'fresh' } : undefined;
  if (!page.check) return undefined;
  if (Date.parse(page.check.refreshed_at) > page.openedAt) return { kind: 'changed' };
  const checkedAt = new Date(page.check.checked_at);
  if (page.online && checkedAt.getTime() >= page.openedAt - FRESH_FOR_MS) return { kind: 'fresh' };
  return { kind: 'copy', checkedAt };
}
