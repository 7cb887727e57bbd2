import { useSyncExternalStore } from 'react';

/** Today's date as the UTC date string `YYYY-MM-DD`, which decides what news shows. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

// The date a pre-rendered page was rendered on: hydration starts from it so the
// markup matches, then React re-renders with the real date if it differs.
let renderedOn: string | undefined;

export function setRenderedOn(date: string): void {
  renderedOn = date;
}

const noSubscription = () => () => {};

export function useTodayUtc(): string {
  return useSyncExternalStore(noSubscription, todayUtc, () => renderedOn ?? todayUtc());
}
