import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the phone menu by clicking its button, again until it says it is open (a click that lands before the
 * page has hydrated does nothing). Resolves with the button.
 */
export async function openPhoneMenu(page: Page): Promise<Locator> {
  const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });
  await expect(async () => {
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
  }).toPass();
  return menu;
}
