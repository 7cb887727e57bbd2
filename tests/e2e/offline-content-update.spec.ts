import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './support/test';
import { contentVersionPath } from '@coop/contract';
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
 * Publishes an event as an administrator does from the dashboard (a GraphQL save of news.json): answers the new
 * revision, the event's title, and how to put the news back as it was.
 */
async function publishEvent(request: APIRequestContext) {
  const token = await adminToken(request);
  const graphql = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const answer = await request.post('/graphql', { headers: bearer(token), data: { query, variables } });
    const body = (await answer.json()) as { data?: T; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!;
  };
  const save = async (body: string, baseRevision: number) =>
    (
      await graphql<{ saveContentDocument: { revision: number } }>(
        'mutation Save($input: SaveContentInput!) { saveContentDocument(input: $input) { revision } }',
        { input: { key: 'news.json', body, baseRevision } },
      )
    ).saveContentDocument.revision;
  const { contentDocument: before } = await graphql<{ contentDocument: { body: string; revision: number } }>(
    'query News($key: String!) { contentDocument(key: $key) { body revision } }',
    { key: 'news.json' },
  );
  const suffix = Date.now().toString(36);
  const title = `Offline Picnic ${suffix}`;
  const items = JSON.parse(before.body) as unknown[];
  items.unshift({
    id: `offline-picnic-${suffix}`,
    type: 'event',
    date: '2027-05-01',
    title,
    excerpt: 'A picnic in the park for every family of the co-op, announced while the app was installed.',
    featured: false,
  });
  const revision = await save(`${JSON.stringify(items, null, 2)}\n`, before.revision);
  return { revision, title, restore: () => save(before.body, revision) };
}

test('when an administrator publishes a change, the installed app fetches its pages and content again, and offline opens those copies', async ({
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

  const published = await publishEvent(request);
  try {
    fetched.length = 0;
    await visitUntilChecked(page, '/', fetched);
    // The page open now is the copy from before: once the worker has the new one, the schedule says so.
    const freshness = await scheduleFreshness(page);
    await expect(freshness).toContainText('This page has changed since it was saved on this device.', {
      timeout: 20_000,
    });
    expect((await recorded(page))?.revision).toBe(published.revision);
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
    // The published event is on the copy kept offline.
    await page.goto('/news-events');
    await expect(page.getByRole('heading', { name: published.title })).toBeVisible();
  } finally {
    await context.setOffline(false);
    await published.restore();
  }
});
