import { useSyncExternalStore } from 'react';
import { readContentCheck } from './content-check';
import { freshnessAfterCheck, freshnessAtOpen, freshnessOffline, type Freshness } from './content-freshness';
import { swMessageTypes } from './pwa-messages';

// How current this page's content is, followed from the moment the page starts, not from when a section showing
// it mounts: the worker's record must be read before its check during this visit can rewrite it, and its message
// about that check may come before the section is drawn.

let current: Freshness | undefined;
const listeners = new Set<() => void>();

function set(next: Freshness | undefined): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Called once as the page starts. */
export function followContentFreshness(): void {
  const opened = readContentCheck().catch(() => undefined);
  const controlled = Boolean(navigator.serviceWorker?.controller);
  void opened.then((check) => set(freshnessAtOpen({ online: navigator.onLine, controlled, check, now: new Date() })));
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string; revision?: unknown } | null;
    if (data?.type !== swMessageTypes.contentChecked || typeof data.revision !== 'number') return;
    const revision = data.revision;
    void opened.then((check) => set(freshnessAfterCheck(check, revision, new Date())));
  });
  window.addEventListener('offline', () => set(current && freshnessOffline(current)));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Nothing while pre-rendering and hydrating: the page's markup cannot know. */
export function useContentFreshness(): Freshness | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
}
