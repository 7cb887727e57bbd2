import { expect, test, type Page } from './support/test';
import { violations } from './support/axe';
import { openPhoneMenu } from './support/menu';
import { publicRoutes } from './support/public-routes';

// Every public page, the Not Found page included, scanned by axe at desktop and phone widths and with the phone
// menu open.

async function settle(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The home page's lower sections hydrate as they come near: visit them, as a reader would.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

const paths = [...publicRoutes.map((route) => route.path), '/no-such-page'];

for (const [width, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`at ${width} width`, () => {
    test.use({ viewport });

    for (const path of paths) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await settle(page, path);
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

// The open menu is the same on every page: one page of each layout (the home page, a content page, the
// Not Found page) covers it, above pages already scanned with it closed.
const menuPaths = ['/', '/classes', '/no-such-page'];

test.describe('on a phone, with the menu open', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of menuPaths) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await settle(page, path);
      await openPhoneMenu(page);
      expect(await violations(page)).toEqual([]);
    });
  }
});
