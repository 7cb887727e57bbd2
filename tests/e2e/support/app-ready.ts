import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's app runs: a pre-rendered page fetches its script only once it has loaded and painted,
 * and until then a link reloads the page and a form posts as plain HTML.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
}
