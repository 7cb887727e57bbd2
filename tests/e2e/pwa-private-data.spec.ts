import { expect, test, type Page } from './support/test';
import { createMember, signIn } from './support/members';
import { cachedUrls, openControlled } from './support/service-worker';

/** Everything the browser keeps for the site, as text: localStorage, every IndexedDB record, every cached URL and body. */
function browserStores(
  page: Page,
): Promise<{ localStorage: string; indexedDb: string; cacheUrls: string[]; cacheBodies: string }> {
  return page.evaluate(async () => {
    const records: unknown[] = [];
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = db.transaction(store).objectStore(store).getAll();
        records.push(await new Promise((resolve) => (all.onsuccess = () => resolve(all.result))));
      }
      db.close();
    }
    const cacheUrls: string[] = [];
    const bodies: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        cacheUrls.push(request.url);
        const response = await cache.match(request);
        if (/json|text|javascript/.test(response?.headers.get('Content-Type') ?? ''))
          bodies.push(await response!.text());
      }
    }
    return {
      localStorage: JSON.stringify({ ...localStorage }),
      indexedDb: JSON.stringify(records),
      cacheUrls,
      cacheBodies: bodies.join('\n'),
    };
  });
}

test('the service worker keeps no member data, and after logout no browser store holds any', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'parent', 'Offline Parent');
  await openControlled(page, '/');
  await signIn(page, member);
  await expect(page.getByText(`Welcome, ${member.name}`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`Welcome, ${member.name}`)).toBeVisible();
  await page.waitForLoadState('networkidle');

  const during = Object.values(await cachedUrls(page)).flat();
  expect(during.length).toBeGreaterThan(0);
  expect(during.filter((url) => /\/(graphql|api|files|forms)(\/|$|\?)/.test(new URL(url).pathname))).toEqual([]);
  const storesDuring = await browserStores(page);
  expect(storesDuring.cacheBodies).not.toContain(member.email);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  const after = await browserStores(page);
  for (const [store, text] of Object.entries({
    localStorage: after.localStorage,
    indexedDb: after.indexedDb,
    caches: after.cacheBodies,
  })) {
    expect(text, store).not.toContain(member.email);
    expect(text, store).not.toContain(member.name);
  }
  expect(after.cacheUrls.filter((url) => /\/(graphql|api|files|forms)(\/|$|\?)/.test(new URL(url).pathname))).toEqual(
    [],
  );
});

test('a reset link opened under the service worker leaves its token in no cache and no Referer', async ({ page }) => {
  const token = 'a-reset-token-that-must-not-be-kept';
  await openControlled(page, '/');
  // The page asks whether its link still works as it opens; this one does not, so it says so before any password.
  const asked = page.waitForRequest((request) => request.url().endsWith('/api/reset-link.php'));
  await page.goto(`/reset-password?token=${token}`);
  // Not even our own server is told the page's address, token and all.
  expect((await (await asked).allHeaders()).referer).toBeUndefined();
  await expect(page.getByRole('alert').filter({ hasText: 'This reset link is invalid or has expired.' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const stores = await browserStores(page);
  expect(stores.cacheUrls.filter((url) => url.includes('token='))).toEqual([]);
  expect(stores.cacheBodies).not.toContain(token);
  expect(stores.localStorage).not.toContain(token);
});
