import { expect, test, type Page } from './support/test';
import { openPhoneMenu } from './support/menu';

// Navigation: scroll to the top on a new path; hash targets land the navigation's
// height plus 20 px below the top; section items go to / first; the mobile menu closes on outside and overlay clicks.

/**
 * How far the page is from where it should land: the element's top just below the sticky header plus 20 px,
 * or as near as the page can scroll (the last section cannot rise above the end of the page).
 */
function offsetFromTarget(page: Page, id: string): Promise<number> {
  return page.evaluate((targetId) => {
    const header = document.getElementById('site-header')?.offsetHeight ?? 0;
    const element = document.getElementById(targetId);
    if (!element) return Number.POSITIVE_INFINITY;
    const wanted = element.getBoundingClientRect().top + window.scrollY - header - 20;
    const reachable = Math.min(Math.max(wanted, 0), document.documentElement.scrollHeight - window.innerHeight);
    return Math.abs(window.scrollY - reachable);
  }, id);
}

async function waitForHydration(page: Page) {
  // The page's module has loaded and React has taken over the pre-rendered markup.
  await page.waitForLoadState('networkidle');
}

test('a new page starts at the top', async ({ page }) => {
  await page.goto('/teachers');
  await waitForHydration(page);
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resources' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

for (const [label, id] of [
  ['About', 'about'],
  ['Classes', 'classes'],
  ['Calendar', 'calendar'],
  ['Contact', 'contact'],
] as const) {
  test(`${label} in the navigation goes to the home page first, then scrolls to its section`, async ({ page }) => {
    await page.goto('/resources');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/#${id}$`));
    await expect.poll(() => offsetFromTarget(page, id), { timeout: 8_000 }).toBeLessThan(3);
  });
}

test('a section item on the home page itself scrolls there smoothly', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click();
  await expect.poll(() => offsetFromTarget(page, 'contact'), { timeout: 8_000 }).toBeLessThan(3);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
  await expect.poll(() => offsetFromTarget(page, 'about'), { timeout: 8_000 }).toBeLessThan(3);
});

test('an address with a hash opens the page at that section', async ({ page }) => {
  await page.goto('/#contact');
  await expect.poll(() => offsetFromTarget(page, 'contact'), { timeout: 8_000 }).toBeLessThan(3);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu closes on a click outside it and on the overlay', async ({ page }) => {
    await page.goto('/classes');
    const teachers = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Teachers' });

    const menu = await openPhoneMenu(page);
    await expect(teachers).toBeVisible();
    // The overlay covers the page below the open menu.
    await page.mouse.click(20, 720);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(teachers).toBeHidden();

    // Anything outside the header (the overlay lies over it, so the press is sent to the page itself).
    await openPhoneMenu(page);
    await page.getByRole('main').dispatchEvent('pointerdown');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(teachers).toBeHidden();
  });

  test('the menu closes when a section item is chosen from another page', async ({ page }) => {
    await page.goto('/teachers');
    const menu = await openPhoneMenu(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => offsetFromTarget(page, 'contact'), { timeout: 8_000 }).toBeLessThan(3);
  });
});

test('a reload keeps the visitor where they were on the page', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  await page.clock.install();
  await page.reload();
  await waitForHydration(page);
  // The app has hydrated, and every timer it may have set to move the page has run; the place the browser
  // restored stands.
  await page.clock.runFor(10_000);
  expect(await page.evaluate(() => window.scrollY)).toBe(900);
});
