import { swMessageTypes } from './pwa-messages';

type UpdateListener = (activate: () => void) => void;

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers /sw.js once the page has loaded. `onUpdate` is called when a new version is waiting (installed while an
 * older one controls the page, in this visit or an earlier one); its `activate` hands over to it and reloads once it
 * has taken control. Versions are checked hourly and whenever the tab comes back, so an open tab does not stay on an
 * old version indefinitely. The browser's own service worker API does all of it: a library for these few calls would
 * cost every first visit its download.
 */
export function registerServiceWorker(onUpdate: UpdateListener): void {
  if (!('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  const start = async () => {
    const registration = await serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
    if (!registration) return;
    // The first version installed takes the page at once; only a later one waits for the visitor.
    const offerWaiting = () => {
      const waiting = registration.waiting;
      if (!waiting || !serviceWorker.controller) return;
      onUpdate(() => {
        serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        waiting.postMessage({ type: swMessageTypes.skipWaiting });
      });
    };
    offerWaiting();
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') offerWaiting();
      });
    });
    const check = () => void registration.update().catch(() => undefined);
    setInterval(check, UPDATE_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
  };
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}

/** Asks the worker to send the form posts it kept while offline. */
export function replaySavedForms(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: swMessageTypes.replayForms });
}
