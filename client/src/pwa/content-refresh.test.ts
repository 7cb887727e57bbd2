import { cacheNames } from 'workbox-core';
import { getCacheKeyForURL, precache } from 'workbox-precaching';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readContentCheck, writeContentCheck, type ContentCheck } from './content-check';
import { contentRefresher, type KeptCopies } from './content-refresh';

// The worker's part, run against an in-memory Cache Storage and a server that answers from a table.

precache([
  { url: '/', revision: 'a' },
  { url: '/classes', revision: 'a' },
  { url: 'assets/index-abc123.js', revision: null },
  { url: '/content/news.json', revision: 'a' },
]);

const kept: KeptCopies = {
  pages: ['/', '/classes'],
  contentCache: 'content',
  installedContent: ['/content/news.json'],
  otherCaches: ['documents'],
};

const page = (asset: string, text: string) => `<html><script src="/assets/${asset}.js"></script>${text}</html>`;

let stores: Map<string, Map<string, Response>>;
let server: Map<string, { status: number; body: string }>;
let requested: string[];
let registration: { scope: string; update: ReturnType<typeof vi.fn> };

function fakeCaches() {
  const storeOf = (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    return stores.get(name)!;
  };
  const href = (key: string | Request) => new URL(typeof key === 'string' ? key : key.url, location.href).href;
  return {
    open: async (name: string) => {
      const store = storeOf(name);
      return {
        match: async (key: string | Request) => store.get(href(key))?.clone(),
        put: async (key: string | Request, response: Response) => void store.set(href(key), response),
        delete: async (key: string | Request) => store.delete(href(key)),
        keys: async () => [...store.keys()].map((url) => new Request(url)),
      };
    },
  };
}

function serve(path: string, body: string, status = 200) {
  server.set(path, { status, body });
}

async function bodyOf(cacheName: string, url: string): Promise<string | undefined> {
  return (await (await caches.open(cacheName)).match(url))?.text();
}

/** One navigation: the worker's check, run to its end. */
async function navigate(refresher: ReturnType<typeof contentRefresher>): Promise<void> {
  let work: Promise<unknown> = Promise.resolve();
  refresher.checkSoon({ waitUntil: (promise) => (work = promise) });
  await work;
}

let checksTold: number;
const refresher = () =>
  contentRefresher(kept, registration as unknown as ServiceWorkerRegistration, async () => {
    checksTold += 1;
  });

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
  stores = new Map();
  server = new Map();
  requested = [];
  checksTold = 0;
  registration = { scope: `${location.origin}/`, update: vi.fn(async () => undefined) };
  vi.stubGlobal('caches', fakeCaches());
  vi.stubGlobal('fetch', async (input: string) => {
    const path = new URL(input, location.href).pathname;
    requested.push(path);
    const answer = server.get(path);
    if (!answer) throw new TypeError('Failed to fetch');
    return new Response(answer.body, { status: answer.status });
  });
  serve('/content-version.json', JSON.stringify({ revision: 7, changed_at: '2026-11-26T09:00:00Z' }));
  serve('/', page('index-abc123', 'home v2'));
  serve('/classes', page('index-abc123', 'classes v2'));
  serve('/content/news.json', '["news v2"]');
  serve('/content/grade-pages/grade1.md', 'grade 1 v2');
  serve('/content/documents/flyer.pdf', 'flyer v2');
  await (await caches.open('content')).put('/content/grade-pages/grade1.md', new Response('grade 1 v1'));
  await (await caches.open('documents')).put('/content/documents/flyer.pdf', new Response('flyer v1'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const recordOf = (revision: number, checkedAt: string, refreshedAt = checkedAt): ContentCheck => ({
  revision,
  changed_at: '2026-11-26T09:00:00Z',
  checked_at: checkedAt,
  refreshed_at: refreshedAt,
});

describe('the installed app following the content', () => {
  it('on its first installation records the revision the copies it installs match', async () => {
    await refresher().recordFirstRevision();
    expect(await readContentCheck()).toEqual(recordOf(7, '2026-11-26T10:00:00.000Z'));

    // A later version keeps the record of the one before, to compare with it.
    serve('/content-version.json', JSON.stringify({ revision: 8, changed_at: '2026-11-26T09:30:00Z' }));
    await refresher().recordFirstRevision();
    expect((await readContentCheck())?.revision).toBe(7);
  });

  it('with the same revision fetches nothing else and records when it looked', async () => {
    await writeContentCheck(recordOf(7, '2026-11-25T10:00:00.000Z'));
    await navigate(refresher());
    expect(requested).toEqual(['/content-version.json']);
    expect(await readContentCheck()).toEqual(recordOf(7, '2026-11-26T10:00:00.000Z', '2026-11-25T10:00:00.000Z'));
    expect(checksTold).toBe(1);
  });

  it('with another revision fetches every page and content document again, and the pages are answered from there', async () => {
    await writeContentCheck(recordOf(6, '2026-11-25T10:00:00.000Z'));
    await navigate(refresher());
    expect([...requested].sort()).toEqual(
      [
        '/',
        '/classes',
        '/content-version.json',
        '/content/documents/flyer.pdf',
        '/content/grade-pages/grade1.md',
        '/content/news.json',
      ].sort(),
    );
    // In the precache itself, under the installed page's own key: what navigations read, online and offline.
    expect(await bodyOf(cacheNames.precache, getCacheKeyForURL('/classes')!)).toContain('classes v2');
    expect(await bodyOf('content', '/content/news.json')).toBe('["news v2"]');
    expect(await bodyOf('content', '/content/grade-pages/grade1.md')).toBe('grade 1 v2');
    expect(await bodyOf('documents', '/content/documents/flyer.pdf')).toBe('flyer v2');
    expect(await readContentCheck()).toEqual(recordOf(7, '2026-11-26T10:00:00.000Z'));
    expect(checksTold).toBe(1);
  });

  it('keeps the old revision when a copy could not be fetched, and tries again on a later visit', async () => {
    await writeContentCheck(recordOf(6, '2026-11-25T10:00:00.000Z'));
    serve('/classes', 'busy', 503);
    const worker = refresher();
    await navigate(worker);
    expect((await readContentCheck())?.revision).toBe(6);
    expect(checksTold).toBe(0);

    serve('/classes', page('index-abc123', 'classes v2'));
    vi.setSystemTime(new Date('2026-11-26T10:00:11Z'));
    await navigate(worker);
    expect((await readContentCheck())?.revision).toBe(7);
  });

  it('looks at most once in ten seconds, however many pages open', async () => {
    await writeContentCheck(recordOf(7, '2026-11-25T10:00:00.000Z'));
    const worker = refresher();
    await navigate(worker);
    vi.setSystemTime(new Date('2026-11-26T10:00:09Z'));
    await navigate(worker);
    expect(requested).toEqual(['/content-version.json']);
    vi.setSystemTime(new Date('2026-11-26T10:00:10Z'));
    await navigate(worker);
    expect(requested).toEqual(['/content-version.json', '/content-version.json']);
  });

  it('forgets a document the site no longer has, without holding the others back', async () => {
    await writeContentCheck(recordOf(6, '2026-11-25T10:00:00.000Z'));
    server.delete('/content/grade-pages/grade1.md');
    serve('/content/grade-pages/grade1.md', 'Not found', 404);
    await navigate(refresher());
    expect(await bodyOf('content', '/content/grade-pages/grade1.md')).toBeUndefined();
    expect((await readContentCheck())?.revision).toBe(7);
  });

  it("keeps no page of another version of the app (its code is not installed) and looks for that version's worker", async () => {
    await writeContentCheck(recordOf(6, '2026-11-25T10:00:00.000Z'));
    const installedHome = new Response(page('index-abc123', 'home v1'));
    await (await caches.open(cacheNames.precache)).put(getCacheKeyForURL('/')!, installedHome);
    serve('/', page('index-def456', 'home of the next version'));
    await navigate(refresher());
    expect(requested).toEqual(['/content-version.json', '/']);
    expect(await bodyOf(cacheNames.precache, getCacheKeyForURL('/')!)).toContain('home v1');
    expect(registration.update).toHaveBeenCalledOnce();
    expect((await readContentCheck())?.revision).toBe(6);
  });
});
