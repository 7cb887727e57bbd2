import { expect, test, type Page } from './support/test';
import { violations } from './support/axe';
import { openPhoneMenu } from './support/menu';
import { publicRoutes } from './support/public-routes';

// Every public page, the Not Found page included, scanned by axe at desktop and phone widths, and on a phone one
// page of each layout again with the menu open.
//
// A handful of pages per test, one after another in the same tab: a page opened in a new browser context costs
// about as much as its scan, and a visitor goes from one page to the next in one tab anyway. Each page's findings
// are reported under its path, and a page with findings does not stop the scan of the ones after it. No service
// worker: every page comes from the server, as on a first visit, rather than from what the worker kept of the
// pages before it.

/**
 * The page as a reader finds it: `goto` has waited for it to load and for the app to run. The home page's lower
 * sections hydrate only as they come near: they are visited, as a reader would, and their code and content awaited.
 */
async function settle(page: Page, path: string) {
  await page.goto(path);
  if ((await page.locator('[data-deferred]').count()) === 0) return;
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
}

/**
 * The page's findings from a scan during which nothing faded: the home page's banner moves on every few seconds,
 * and a slide caught halfway through its fade fails the contrast check for a moment no reader stops at. A scan with
 * findings is taken again once the fades are over, if one began while it ran; a finding that stays is reported.
 */
async function stillViolations(page: Page): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    await page.evaluate(async () => {
      const fades = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
      await Promise.all(fades.map((fade) => fade.finished.catch(() => undefined)));
      delete document.documentElement.dataset.faded;
      const mark = () => (document.documentElement.dataset.faded = '');
      document.addEventListener('transitionrun', mark, { once: true, capture: true });
    });
    const found = await violations(page);
    const faded = await page.evaluate(() => document.documentElement.dataset.faded !== undefined);
    if (found.length === 0 || !faded || attempt === 3) return found;
  }
}

const paths = [...publicRoutes.map((route) => route.path), '/no-such-page'];

// The open menu is the same on every page: one page of each layout (the home page, a content page, the
// Not Found page) covers it, scanned again with the menu open after it was scanned with it closed.
const menuPaths = ['/', '/classes', '/no-such-page'];

/** Five pages take a test well within its time on a busy machine. */
const groups = Array.from({ length: Math.ceil(paths.length / 5) }, (_, index) => paths.slice(index * 5, index * 5 + 5));

test.use({ serviceWorkers: 'block' });

for (const [width, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`at ${width} width`, () => {
    test.use({ viewport });

    for (const group of groups) {
      test(`${group.join(', ')}: no accessibility violations`, async ({ page }) => {
        for (const path of group) {
          await settle(page, path);
          expect.soft(await stillViolations(page), path).toEqual([]);
          if (width === 'phone' && menuPaths.includes(path)) {
            await openPhoneMenu(page);
            expect.soft(await stillViolations(page), `${path} with the menu open`).toEqual([]);
          }
        }
      });
    }
  });
}
