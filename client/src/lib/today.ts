import { useSyncExternalStore } from 'react';

/** Today's date as the UTC date string `YYYY-MM-DD`, which decides what news shows. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

// When a pre-rendered page was rendered (an ISO instant): hydration starts from it so the
// markup matches, then React re-renders with the real time if that changes what shows.
let renderedAt: string | undefined;

export function setRenderedAt(instant: string): void {
  renderedAt = instant;
}

/** The time the page's markup was rendered for: the pre-rendering's, or now where there was none. */
export function renderedTime(): Date {
  return renderedAt ? new Date(renderedAt) : new Date();
}

const noSubscription = () => () => {};

export function useTodayUtc(): string {
  return useSyncExternalStore(noSubscription, todayUtc, () =>
    renderedAt ? todayUtc(new Date(renderedAt)) : todayUtc(),
  );
}
