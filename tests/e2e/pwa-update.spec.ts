import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { openControlled } from './support/service-worker';

const builtWorker = readFileSync(new URL('../../client/dist/sw.js', import.meta.url), 'utf8');

test('a waiting new version is announced, and Reload switches to it', async ({ page, context }) => {
  await openControlled(page, '/');
  const firstWorker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active!.scriptURL);
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
  await expect(prompt).toHaveCount(0);

  // The next deployment: the same worker, one byte different, as the browser would fetch it.
  await context.route('**/sw.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: `${builtWorker}\n// next version\n` }),
  );
  await page.evaluate(async () => (await navigator.serviceWorker.ready).update());

  await expect(prompt).toBeVisible({ timeout: 15_000 });
  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration?.waiting !== null, controlled: navigator.serviceWorker.controller !== null };
      }),
    )
    .toEqual({ waiting: false, controlled: true });
  expect(firstWorker).toMatch(/\/sw\.js$/);
  await expect(prompt).toHaveCount(0);
});
