/// <reference lib="webworker" />
import { isOfflineQueued, pathsUnder, privatePathNames } from '@coop/contract';
import { Queue } from 'workbox-background-sync';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { contentCheckedMessage } from './pwa/content-check';
import { contentRefresher } from './pwa/content-refresh';
import { pwaMessages, swMessageTypes } from './pwa/pwa-messages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// Filled in by scripts/inject-precache.mjs after pre-rendering: the pages at their
// own addresses (`/classes`), the app's code and styles, the icons, and the
// content files and images the public pages read.
const manifest = self.__WB_MANIFEST;
const installedUrls = manifest.map((entry) => (typeof entry === 'string' ? entry : entry.url));

/** Runtime caches of /content: the documents the pages read, and the downloads. */
const contentCacheName = 'content';
const documentsCacheName = 'documents';

const contentCopies = contentRefresher(
  {
    // Only pages are listed from the root (the build's own files are listed relative to it), the home page first.
    pages: installedUrls.filter((url) => url.startsWith('/') && !url.startsWith('/content/')).sort(),
    contentCache: contentCacheName,
    installedContent: installedUrls.filter((url) => /^\/content\/.*\.(json|md)$/.test(url)),
    otherCaches: [documentsCacheName],
  },
  self.registration,
  () => notifyPages({ type: contentCheckedMessage }),
);
// Before the precache's own listener, so the revision is read before the pages it describes are fetched.
self.addEventListener('install', (event) =>
  event.waitUntil(contentCopies.recordFirstRevision().catch(() => undefined)),
);

precache(manifest);
cleanupOutdatedCaches();

/** Never stored and never answered from a cache: the API, downloads and form posts. */
const privatePaths = pathsUnder(privatePathNames);
const ONE_MONTH_SECONDS = 30 * 24 * 60 * 60;
const FORM_RETENTION_MINUTES = 7 * 24 * 60;

const isPublic = (request: Request, url: URL) =>
  url.origin === self.location.origin && !privatePaths.test(url.pathname) && !request.headers.has('Authorization');

/** Only complete, successful answers are kept (Workbox ignores Cache-Control). */
const onlyOk = () => new CacheableResponsePlugin({ statuses: [200] });

/** A runtime cache that has nothing yet falls back to the copy installed with this version. */
const precachedCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) => cachedResponse ?? (await matchPrecache(request.url)),
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function messagePage(title: string, text: string, status: number): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">${escapeHtml(pwaMessages.offlinePageLink)}</a></p></main></body></html>`;
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** `/classes/` and `/classes?x` are the page precached as `/classes`. */
function pageKey(url: URL): string {
  return url.pathname === '/' ? '/' : url.pathname.replace(/\/+$/, '');
}

/**
 * A page installed with this version is answered from the cache at once, so on a weak signal a repeat visit
 * paints without waiting for the network (docs/decisions/012-pages-from-the-precache.md); meanwhile the worker
 * looks whether the content changed and, if so, refreshes its copies for the next visit
 * (docs/decisions/074-installed-apps-follow-content.md). Any other page comes from the network, or without a
 * connection is the offline page.
 */
async function navigationHandler({
  request,
  url,
  event,
}: {
  request: Request;
  url: URL;
  event: ExtendableEvent;
}): Promise<Response> {
  contentCopies.checkSoon(event);
  const installed = await matchPrecache(pageKey(url));
  if (installed) return installed;
  try {
    return await fetch(request);
  } catch {
    return messagePage(pwaMessages.offlinePageTitle, pwaMessages.offlinePageText, 503);
  }
}

// The two presentations (and any document on /content/documents): kept once downloaded.
registerRoute(
  ({ request, url }) => isPublic(request, url) && url.pathname.startsWith('/content/documents/'),
  new CacheFirst({ cacheName: documentsCacheName, plugins: [onlyOk()] }),
);

registerRoute(
  new NavigationRoute((options) => navigationHandler(options), {
    denylist: [privatePaths, /^\/content\//, /^\/(sitemap\.xml|robots\.txt)$/],
  }),
);

registerRoute(
  ({ request, url }) => isPublic(request, url) && request.destination === 'image',
  new CacheFirst({
    cacheName: 'images',
    plugins: [onlyOk(), precachedCopy, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: ONE_MONTH_SECONDS })],
  }),
);

registerRoute(
  ({ request, url }) => isPublic(request, url) && url.pathname.startsWith('/content/'),
  new StaleWhileRevalidate({ cacheName: contentCacheName, plugins: [onlyOk(), precachedCopy] }),
);

// The app's own files (hashed, precached): from the precache, else the network.
registerRoute(
  ({ request, url }) =>
    isPublic(request, url) && (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [onlyOk(), precachedCopy, new ExpirationPlugin({ maxEntries: 100 })],
  }),
);

async function notifyPages(message: { type: string; path?: string }) {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}

/**
 * Form posts that could not be sent, kept in IndexedDB and sent again on
 * Background Sync, when a page says it is back online, or when the worker next
 * starts (browsers without Background Sync). A request is taken off the queue
 * only once it reached the server; the server ignores a repeated submission id.
 */
const formQueue: Queue = new Queue('form-posts', {
  maxRetentionTime: FORM_RETENTION_MINUTES,
  // Without Background Sync, Workbox calls this as the queue is created (each worker start).
  onSync: ({ queue }) => sendSavedForms(queue),
});

let sending: Promise<void> | undefined;
/** One pass over the queue at a time, whoever asks (Background Sync, a page back online, a start). */
function sendSavedForms(queue: Queue): Promise<void> {
  sending ??= (async () => {
    let entry = await queue.shiftRequest();
    while (entry) {
      try {
        await fetch(entry.request.clone());
      } catch (error) {
        await queue.unshiftRequest(entry);
        throw error;
      }
      await notifyPages({ type: swMessageTypes.formSent, path: new URL(entry.request.url).pathname });
      entry = await queue.shiftRequest();
    }
  })().finally(() => (sending = undefined));
  return sending;
}

const REPLAY_TRIES = 4;
const REPLAY_PAUSE_MS = 1500;

/**
 * A page says it is back online a moment before the worker's own requests get through again; a pass that
 * fails then is tried again shortly, so the saved form does not wait for the next visit.
 */
async function replaySoon(queue: Queue): Promise<void> {
  for (let tries = 1; tries <= REPLAY_TRIES; tries++) {
    try {
      return await sendSavedForms(queue);
    } catch {
      if (tries < REPLAY_TRIES) await new Promise((resolve) => setTimeout(resolve, REPLAY_PAUSE_MS));
    }
  }
}

registerRoute(
  ({ url }) => url.origin === self.location.origin && isOfflineQueued(url.pathname),
  async ({ request }) => {
    const saved = request.clone();
    try {
      return await fetch(request);
    } catch {
      await formQueue.pushRequest({ request: saved });
      if ((request.headers.get('Accept') ?? '').includes('application/json')) {
        return Response.json({ ok: true, queued: true }, { status: 202 });
      }
      return messagePage(pwaMessages.formQueuedTitle, pwaMessages.formQueued, 202);
    }
  },
  'POST',
);

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === swMessageTypes.skipWaiting) void self.skipWaiting();
  if (type === swMessageTypes.replayForms) event.waitUntil(replaySoon(formQueue));
});
