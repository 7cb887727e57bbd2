import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { publicRoutes } from './support/public-routes';

// Every public page, scanned by axe (WCAG 2.x A and AA rules and best practices) at desktop and phone widths:
// no serious or critical violation.

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function settle(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The home page's lower sections hydrate as they come near: visit them, as a reader would.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const route of publicRoutes) {
  test(`${route.path} has no serious accessibility violations`, async ({ page }) => {
    await settle(page, route.path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test.describe('on a phone, with the menu open', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const path of ['/', '/news-events', '/teachers']) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await settle(page, path);
      const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });
      await expect(async () => {
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
      }).toPass();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
