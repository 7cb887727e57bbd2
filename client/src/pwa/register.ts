import { swMessageTypes } from './pwa-messages';

type UpdateListener = (activate: () => void) => void;

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers /sw.js once the page has loaded (workbox-window arrives in its own
 * chunk then, so it costs the first load nothing). `onUpdate` is called when a
 * new version is waiting; its `activate` hands over to it and reloads. Versions
 * are checked hourly and whenever the tab comes back, so an open tab does not
 * stay on an old version indefinitely.
 */
export function registerServiceWorker(onUpdate: UpdateListener): void {
  if (!('serviceWorker' in navigator)) return;
  const start = async () => {
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox('/sw.js', { scope: '/' });
    workbox.addEventListener('waiting', () => {
      onUpdate(() => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      });
    });
    const registration = await workbox.register();
    if (!registration) return;
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
