import { rmSync, writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { contentVersionPath, type ContentVersion } from '@coop/contract';
import { adminToken, bearer } from './support/members';
import { publicRoutes } from './support/public-routes';
import { openControlled } from './support/service-worker';

// An installed app follows the site's content: on a visit online, its worker reads the content's revision and,
// when it changed, fetches again every page and content document it keeps, so that offline the latest copies open.

const headingOf = (path: string) => publicRoutes.find((route) => route.path === path)!.heading;
const offlinePaths = ['/', '/classes', '/grade1', '/teachers', '/resources', '/news-events', '/enrollment'];

/** What the worker last recorded: the revision its copies match and when it confirmed them. */
function recorded(page: Page): Promise<{ revision: number; checked_at: string } | undefined> {
  return page.evaluate(async (key) => {
    const answer = await (await caches.open('content-version')).match(key);
    return answer ? ((await answer.json()) as { revision: number; checked_at: string }) : undefined;
  }, contentVersionPath);
}

/** When the server sent the copy of `path` the worker installed or refreshed (its Date header), in ms. */
function keptCopyDate(page: Page, path: string): Promise<number> {
  return page.evaluate(async (wanted) => {
    for (const name of await caches.keys()) {
      if (!name.includes('precache')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname !== wanted) continue;
        return Date.parse((await cache.match(request))!.headers.get('date')!);
      }
    }
    throw new Error(`${wanted} is not kept`);
  }, path);
}

/** The line under the home page's Class Schedule heading (the section is drawn as it comes into view). */
async function scheduleFreshness(page: Page) {
  const section = page.getByRole('region', { name: 'Class Schedule' });
  await section.getByRole('heading', { name: 'Class Schedule' }).scrollIntoViewIfNeeded();
  return section.locator('.content-freshness');
}

/** Paths the worker itself fetched from now on. */
function workerRequests(context: BrowserContext): string[] {
  const paths: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** Visits `path` again and again, as someone using the app would, until the worker has read the revision. */
async function visitUntilChecked(page: Page, path: string, fetched: string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.goto(path);
        return fetched.includes(contentVersionPath);
      },
      { timeout: 25_000, intervals: [2_000] },
    )
    .toBe(true);
}

/**
 * Announces a new revision through the file the end-to-end server reads for it (CONTENT_VERSION_TEST_FILE), the
 * stand-in for a published change until saving content through the dashboard exists.
 */
async function announceNewRevision(request: APIRequestContext): Promise<ContentVersion> {
  const current = (await (await request.get(contentVersionPath)).json()) as ContentVersion;
  const next = { revision: current.revision + 1, changed_at: new Date().toISOString() };
  writeFileSync(process.env.E2E_CONTENT_VERSION_FILE!, JSON.stringify(next));
  return next;
}

test.afterAll(() => rmSync(process.env.E2E_CONTENT_VERSION_FILE!, { force: true }));

test('when the content changes, the installed app fetches its pages and content again, and offline opens those copies', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await openControlled(page, '/');
  const installed = await recorded(page);
  expect(installed?.revision).toBe((await (await request.get(contentVersionPath)).json()).revision);
  const installedCopy = await keptCopyDate(page, '/classes');

  // Nothing changed: a visit fetches no page again.
  const fetched = workerRequests(context);
  await visitUntilChecked(page, '/classes', fetched);
  expect(fetched.filter((path) => path !== contentVersionPath)).toEqual([]);

  const announced = await announceNewRevision(request);
  fetched.length = 0;
  await visitUntilChecked(page, '/', fetched);
  // The page open now is the copy from before: once the worker has the new one, the schedule says so.
  const freshness = await scheduleFreshness(page);
  await expect(freshness).toContainText('This page has changed since it was saved on this device.', {
    timeout: 20_000,
  });
  expect((await recorded(page))?.revision).toBe(announced.revision);
  for (const path of publicRoutes.map((route) => route.path)) expect(fetched, path).toContain(path);
  for (const document of ['/content/news.json', '/content/catalog.json', '/content/grade-pages/grade1.md']) {
    expect(fetched, document).toContain(document);
  }
  const refreshedCopy = await keptCopyDate(page, '/classes');
  expect(refreshedCopy).toBeGreaterThan(installedCopy);

  await Promise.all([page.waitForEvent('load'), freshness.getByRole('button', { name: 'Reload' }).click()]);
  await expect(await scheduleFreshness(page)).toHaveText('Updated just now');

  await context.setOffline(true);
  for (const path of offlinePaths) {
    const answer = await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: headingOf(path) }), path).toBeVisible();
    expect(answer?.fromServiceWorker(), path).toBe(true);
  }
  // What opens offline is the copy fetched after the change, not the one installed.
  const offlineClasses = await page.goto('/classes');
  expect(Date.parse(offlineClasses!.headers()['date'])).toBe(refreshedCopy);
  await page.goto('/');
  await expect(await scheduleFreshness(page)).toHaveText(/^Offline copy from (less than a minute|\d+ minutes?) ago$/);
});

test('a change published by an administrator reaches the installed app and opens offline', async ({
  page,
  context,
  request,
}) => {
  test.fixme(
    true,
    'Needs content saved from the dashboard (saveContentDocument) and pages rendered again after a save: until then the server has nothing that changes the content while it runs.',
  );
  test.setTimeout(90_000);
  await openControlled(page, '/news-events');
  const token = await adminToken(request);
  const graphql = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const answer = await request.post('/graphql', { headers: bearer(token), data: { query, variables } });
    const body = (await answer.json()) as { data?: T; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!;
  };
  const save = (body: string, baseRevision: number) =>
    graphql<{ saveContentDocument: { revision: number } }>(
      'mutation Save($input: SaveContentInput!) { saveContentDocument(input: $input) { revision } }',
      { input: { key: 'news.json', body, baseRevision } },
    );
  const { contentDocument: before } = await graphql<{ contentDocument: { body: string; revision: number } }>(
    'query News($key: String!) { contentDocument(key: $key) { body revision } }',
    { key: 'news.json' },
  );
  const title = `Offline Picnic ${Date.now().toString(36)}`;
  const items = JSON.parse(before.body) as unknown[];
  items.unshift({
    id: `offline-picnic-${Date.now().toString(36)}`,
    type: 'event',
    date: '2027-05-01',
    title,
    excerpt: 'A picnic in the park for every family of the co-op, announced while the app was installed.',
    featured: false,
  });
  const { saveContentDocument: saved } = await save(`${JSON.stringify(items, null, 2)}\n`, before.revision);
  try {
    const fetched = workerRequests(context);
    await expect
      .poll(
        async () => {
          await page.goto('/news-events');
          return (await recorded(page))?.revision;
        },
        { timeout: 30_000, intervals: [2_000] },
      )
      .toBe(saved.revision);
    expect(fetched).toContain('/news-events');

    await context.setOffline(true);
    await page.goto('/news-events');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  } finally {
    await context.setOffline(false);
    await save(before.body, saved.revision);
  }
});
