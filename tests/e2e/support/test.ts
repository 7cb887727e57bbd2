import { expect, test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Whether the page is one the app takes over once it has loaded: a pre-rendered page or the app shell, which
 * carry the app's entry script (a message page of the service worker does not).
 */
const runsTheApp = (page: Page) =>
  page.evaluate(() => document.querySelector('script[type="module"][src^="/assets/"]') !== null).catch(() => false);

/**
 * `page.goto` that also waits for the app to run, as a visitor waits for a page to finish loading before using
 * it: a pre-rendered page fetches its script only once it has loaded and painted, and until then its links
 * reload the page and its forms post as plain HTML. A test that looks at the page before it is whole says so
 * with `waitUntil: 'commit'` or `'domcontentloaded'`, and is left alone.
 */
function waitingForTheApp(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const early = options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded';
    if (!early && response?.ok() && (await runsTheApp(page))) {
      // A ceiling, not a figure: the app starts well within a second, but takes longer than the usual 5 s of an
      // expectation on a two-core machine kept busy by other work.
      await expect(page.locator('html[data-app-ready]')).toHaveCount(1, { timeout: 30_000 });
    }
    return response;
  };
}

/** Every page of a test's context (its `page` among them) waits for the app on `goto`. */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) context.on('page', waitingForTheApp);
    await use(context);
  },
});
