import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { openControlled } from './support/service-worker';

// The built worker, as the server sends it from disk on every request.
const workerFile = new URL('../../client/dist/sw.js', import.meta.url);

test('a waiting new version is announced, and Reload switches to it', async ({ page }) => {
  await openControlled(page, '/');
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
  await expect(prompt).toHaveCount(0);

  // The next deployment: the same worker one byte different, found by the browser's update check.
  const built = readFileSync(workerFile, 'utf8');
  try {
    writeFileSync(workerFile, `${built}\n// next version\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    await expect(prompt).toBeVisible({ timeout: 15_000 });
  } finally {
    writeFileSync(workerFile, built);
  }

  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
  // The worker that was waiting now controls the page: nothing waits any more.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller?.state };
      }),
    )
    .toEqual({ waiting: null, controlled: 'activated' });
  await expect(prompt).toHaveCount(0);
});
