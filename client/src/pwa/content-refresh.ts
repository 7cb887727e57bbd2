import { contentVersionPath, type ContentVersion } from '@coop/contract';
import { cacheNames } from 'workbox-core';
import { getCacheKeyForURL } from 'workbox-precaching';
import { readContentCheck, writeContentCheck, type ContentCheck } from './content-check';

/** What the worker keeps a copy of, by where the copy lives. */
export interface KeptCopies {
  /** The pages installed with this version (`/`, `/classes`): refreshed in place in the precache, which answers them. */
  pages: string[];
  /** The runtime cache in front of the installed content documents, and the documents installed. */
  contentCache: string;
  installedContent: string[];
  /** Runtime caches whose every entry is refreshed too (the downloadable documents). */
  otherCaches: string[];
}

/** At most one look at the content's revision in this time, however many pages open. */
const CHECK_INTERVAL_MS = 10_000;
/** Copies fetched at once during a refresh: enough to finish quickly, few enough not to crowd out the visitor. */
const PARALLEL_FETCHES = 4;

type Outcome = 'kept' | 'failed' | 'other-version';

const noCache: RequestInit = { cache: 'no-cache', credentials: 'same-origin' };

async function eachInTurn<T>(items: T[], work: (item: T) => Promise<Outcome>): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (let start = 0; start < items.length; start += PARALLEL_FETCHES) {
    outcomes.push(...(await Promise.all(items.slice(start, start + PARALLEL_FETCHES).map(work))));
  }
  return outcomes;
}

/**
 * A page refers to the app's code by hashed names. One served for another version of the app (deployed since
 * this worker was installed) would find none of its code here offline, so it is not kept: the new worker, which
 * the update check finds, installs that version's pages itself.
 */
function usesInstalledCode(html: string): boolean {
  const assets = html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [];
  return assets.every((asset) => getCacheKeyForURL(asset) !== undefined);
}

async function refreshPage(url: string): Promise<Outcome> {
  const key = getCacheKeyForURL(url);
  if (!key) return 'kept';
  const answer = await fetch(url, noCache).catch(() => undefined);
  if (answer?.status === 404) return 'kept';
  if (answer?.status !== 200) return 'failed';
  if (!usesInstalledCode(await answer.clone().text())) return 'other-version';
  await (await caches.open(cacheNames.precache)).put(key, answer);
  return 'kept';
}

async function refreshCopy(cacheName: string, url: string): Promise<Outcome> {
  const answer = await fetch(url, noCache).catch(() => undefined);
  const cache = await caches.open(cacheName);
  // Removed from the site since: the installed copy (if any) stays the last one there was.
  if (answer?.status === 404) await cache.delete(url);
  else if (answer?.status === 200) await cache.put(url, answer);
  else return 'failed';
  return 'kept';
}

async function cachedUrls(cacheName: string): Promise<string[]> {
  return (await (await caches.open(cacheName)).keys()).map((request) => request.url);
}

/**
 * Brings every kept copy up to the server's content. The home page goes first: if it belongs to another version of
 * the app, nothing else is fetched. Complete only when every copy was fetched.
 */
async function refreshCopies(kept: KeptCopies, registration: ServiceWorkerRegistration): Promise<boolean> {
  const [first, ...otherPages] = kept.pages;
  const firstOutcome = first ? await refreshPage(first) : 'kept';
  if (firstOutcome === 'other-version') {
    await registration.update().catch(() => undefined);
    return false;
  }
  const content = new Set([
    ...kept.installedContent.map((url) => new URL(url, registration.scope).href),
    ...(await cachedUrls(kept.contentCache)),
  ]);
  const others = await Promise.all(
    kept.otherCaches.map(async (cacheName) => (await cachedUrls(cacheName)).map((url) => ({ cacheName, url }))),
  );
  const outcomes = [
    firstOutcome,
    ...(await eachInTurn(otherPages, refreshPage)),
    ...(await eachInTurn([...content], (url) => refreshCopy(kept.contentCache, url))),
    ...(await eachInTurn(others.flat(), ({ cacheName, url }) => refreshCopy(cacheName, url))),
  ];
  return outcomes.every((outcome) => outcome === 'kept');
}

async function currentVersion(): Promise<ContentVersion | undefined> {
  const answer = await fetch(contentVersionPath, { cache: 'no-store', credentials: 'same-origin' }).catch(
    () => undefined,
  );
  return answer?.ok ? ((await answer.json()) as ContentVersion) : undefined;
}

/**
 * Keeps the installed app's copies of the public pages and content in step with the server. On a navigation (at
 * most every few seconds) it reads the content's revision; when that differs from the one its copies match, it
 * fetches every copy again in the background, then records the revision. `onChecked` hears of each completed check.
 */
export function contentRefresher(
  kept: KeptCopies,
  registration: ServiceWorkerRegistration,
  onChecked: () => Promise<void>,
) {
  let lastCheck = 0;
  let running: Promise<void> | undefined;

  async function check(): Promise<void> {
    const version = await currentVersion();
    if (!version) return;
    // Taken before the copies are fetched: each of them is at least this fresh.
    const checkedAt = new Date().toISOString();
    const known = await readContentCheck();
    let refreshedAt = known?.refreshed_at ?? checkedAt;
    if (known?.revision !== version.revision) {
      if (!(await refreshCopies(kept, registration))) return;
      refreshedAt = new Date().toISOString();
    }
    const record: ContentCheck = { ...version, checked_at: checkedAt, refreshed_at: refreshedAt };
    await writeContentCheck(record);
    await onChecked();
  }

  return {
    /** Called as a navigation starts; never delays its answer. */
    checkSoon(event: { waitUntil(promise: Promise<unknown>): void }): void {
      const now = Date.now();
      if (running || now - lastCheck < CHECK_INTERVAL_MS) return;
      lastCheck = now;
      running = check()
        .catch(() => undefined)
        .finally(() => (running = undefined));
      event.waitUntil(running);
    },

    /**
     * On the first installation, the revision the installed copies match, read before they are fetched. A later
     * version finds the record of the one before and compares with it on its first navigation.
     */
    async recordFirstRevision(): Promise<void> {
      const checkedAt = new Date().toISOString();
      const reading = currentVersion();
      if (await readContentCheck()) return;
      const version = await reading;
      if (version) await writeContentCheck({ ...version, checked_at: checkedAt, refreshed_at: checkedAt });
    },
  };
}
