import type { ContentCheck } from './content-check';
import { pwaMessages } from './pwa-messages';

/**
 * How current the page's content is, as the visitor is told: fresh (online, just confirmed or fetched), a copy
 * kept on the device and confirmed at `checkedAt`, or outdated by a change the worker has fetched since.
 */
export type Freshness = { kind: 'fresh'; at: Date } | { kind: 'copy'; checkedAt: Date } | { kind: 'changed' };

/** A copy confirmed this recently when the page opened is the server's current content. */
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
  if (freshness.kind === 'fresh') return pwaMessages.updatedJustNow;
  if (freshness.kind === 'changed') return pwaMessages.contentChanged;
  return `${pwaMessages.offlineCopyFrom} ${ageText(freshness.checkedAt, now)}`;
}

/**
 * What a page can say as it opens. Not controlled by the worker, it came from the server; controlled, it is the
 * worker's copy, current if the worker confirmed its content moments ago while online. Undefined: nothing known.
 */
export function freshnessAtOpen(opened: {
  online: boolean;
  controlled: boolean;
  check: ContentCheck | undefined;
  now: Date;
}): Freshness | undefined {
  if (!opened.controlled) return opened.online ? { kind: 'fresh', at: opened.now } : undefined;
  if (!opened.check) return undefined;
  const checkedAt = new Date(opened.check.checked_at);
  if (opened.online && opened.now.getTime() - checkedAt.getTime() < FRESH_FOR_MS)
    return { kind: 'fresh', at: opened.now };
  return { kind: 'copy', checkedAt };
}

/**
 * After the worker's check during this visit: the same revision as the copy the page opened with means it is
 * current; another means the worker has fetched newer content than the page shows.
 */
export function freshnessAfterCheck(openedWith: ContentCheck | undefined, revision: number, now: Date): Freshness {
  return openedWith?.revision === revision ? { kind: 'fresh', at: now } : { kind: 'changed' };
}

/** Once the connection drops, content that was current is a copy from the moment it was confirmed. */
export function freshnessOffline(freshness: Freshness): Freshness {
  return freshness.kind === 'fresh' ? { kind: 'copy', checkedAt: freshness.at } : freshness;
}
