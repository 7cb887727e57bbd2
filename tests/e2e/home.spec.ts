import { expect, test } from './support/test';
import { collectBrowserErrors } from './support/browser-errors';
import { home } from './support/site-content';

const navLinks: Array<[name: string, href: string]> = [
  ['Home', '/'],
  ['About', '/#about'],
  ['Classes', '/#classes'],
  ['News & Events', '/news-events'],
  ['Enroll', '/enrollment'],
  ['Calendar', '/#calendar'],
  ['Teachers', '/teachers'],
  ['Resources', '/resources'],
  ['Contact', '/#contact'],
  ['Login', '/login'],
];

test('home page shows its heading, navigation and footer without browser errors', async ({ page }) => {
  const errors = collectBrowserErrors(page);
  await page.goto('/');

  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(home.hero.title);

  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [name, href] of navLinks) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }

  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} `);
  await expect(page.getByRole('link', { name: 'View Classes' })).toHaveAttribute('href', '/classes');

  await page.getByRole('link', { name: 'Enroll Now' }).click();
  await expect(page).toHaveURL(/\/enrollment$/);

  expect(errors).toEqual([]);
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu button opens and closes the navigation, and nothing overflows sideways', async ({ page }) => {
    const errors = collectBrowserErrors(page);
    await page.goto('/');

    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    const teachers = nav.getByRole('link', { name: 'Teachers', exact: true });

    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(teachers).toBeHidden();
    // Before the scripts arrive the button does nothing yet: tapped again, as someone would, until it answers.
    await expect(async () => {
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
    }).toPass();
    await expect(teachers).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(teachers).toBeHidden();
    await expect(menu).toBeFocused();

    // The menu closes on navigation too.
    await menu.click();
    await teachers.click();
    await expect(page).toHaveURL(/\/teachers$/);
    await expect(teachers).toBeHidden();

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});
