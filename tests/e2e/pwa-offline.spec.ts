import { expect, test } from './support/test';
import { catalog } from './support/form-submissions';
import { publicRoutes } from './support/public-routes';
import { openControlled } from './support/service-worker';

const offlinePaths = [
  '/',
  '/classes',
  ...publicRoutes.map((route) => route.path).filter((path) => /^\/(grade|spanish)/.test(path)),
  '/teachers',
  '/resources',
  '/news-events',
  '/enrollment',
];
const headingOf = (path: string) => publicRoutes.find((route) => route.path === path)!.heading;

test('after one visit every public page opens offline, by reload and by navigation', async ({ page, context }) => {
  await openControlled(page, '/');
  await context.setOffline(true);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: headingOf('/') })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();

  for (const path of offlinePaths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: headingOf(path) }), path).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: headingOf(path) }), `${path} reloaded`).toBeVisible();
  }

  // A class page's own text is markdown from /content: it is there too.
  await page.goto('/grade1');
  await expect(page.locator('main')).toContainText(/\S{20,}/);
  const classPageImages = await page
    .locator('main img')
    .evaluateAll((images) =>
      images.map((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
    );
  expect(classPageImages.every(Boolean)).toBe(true);

  await page.goto('/teachers');
  await expect(page.locator('main img').first()).toBeVisible();
  await expect
    .poll(() =>
      page
        .locator('main img')
        .first()
        .evaluate((image) => (image as HTMLImageElement).naturalWidth),
    )
    .toBeGreaterThan(0);
});

test('the calendar shows its classes offline', async ({ page, context }) => {
  await page.clock.setFixedTime(new Date('2026-09-15T10:00:00'));
  await openControlled(page, '/');
  await context.setOffline(true);
  await page.reload();
  const section = page.getByRole('region', { name: 'Class Schedule' });
  await section.getByRole('heading', { name: 'Class Schedule' }).scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { name: 'September 15, 2026' })).toBeVisible();
  const tuesdayClass = catalog.classes.find((item) => item.weekdays.includes('tue'))!;
  await expect(section.getByTitle(new RegExp(`^${tuesdayClass.subject} \\(`)).first()).toBeVisible();
});

test('a page never saved gets the offline page with a way back, and the connection note comes and goes', async ({
  page,
  context,
}) => {
  await openControlled(page, '/');
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'You are back online.' })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/secure/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: headingOf('/') })).toBeVisible();
});

test('online, an installed page is answered by the service worker without waiting for the network', async ({
  page,
  context,
}) => {
  await openControlled(page, '/');
  const fetchedByWorker: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) fetchedByWorker.push(new URL(request.url()).pathname);
  });
  for (const path of ['/', '/classes']) {
    const answer = await page.goto(path);
    expect(answer?.fromServiceWorker(), path).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: headingOf(path) })).toBeVisible();
  }
  // An address the worker did not install still goes to the server.
  const unknown = await page.goto('/no-such-page');
  expect(unknown?.status()).toBe(404);
  expect(fetchedByWorker).toContain('/no-such-page');
  expect(fetchedByWorker).not.toContain('/');
  expect(fetchedByWorker).not.toContain('/classes');
});
