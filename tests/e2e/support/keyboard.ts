import { expect, type Locator, type Page } from '@playwright/test';

// Driving the product as someone without a mouse does: Tab, Shift+Tab, Enter, Space and the arrow keys,
// checking after each step where the focus is.

export const desktop = { width: 1280, height: 800 };
export const phone = { width: 390, height: 844 };

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 120 } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `not reached with ${limit} presses of Tab`).toBeFocused({ timeout: 1 });
}

/** Opens a tab of a tab list by its arrow keys: from the selected tab to the one named `name`. */
export async function arrowToTab(page: Page, tablist: Locator, name: string | RegExp): Promise<void> {
  await tabTo(page, tablist.getByRole('tab', { selected: true }));
  const wanted = tablist.getByRole('tab', { name });
  for (let presses = 0; presses < 10 && !(await isFocused(wanted)); presses++) await page.keyboard.press('ArrowRight');
  await expect(wanted).toBeFocused();
  await expect(wanted).toHaveAttribute('aria-selected', 'true');
}

/** Signs in through the login form with the keyboard. */
export async function logInByKeyboard(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/secure\/dashboard/);
}

/**
 * Starts counting the frames drawn while the focus sits on `<body>` (or nowhere); the function returned reads the
 * count. A check of the focus after an action sees only where it ended; this sees every place it passed through.
 */
export async function countFramesOnBody(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const counter = window as unknown as { framesOnBody: number };
    counter.framesOnBody = 0;
    const look = () => {
      if (!document.activeElement || document.activeElement === document.body) counter.framesOnBody += 1;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  return () => page.evaluate(() => (window as unknown as { framesOnBody: number }).framesOnBody);
}

type FocusReport = { tag: string; name: string; onBody: boolean; hitsItself: boolean; inDialog: boolean };

/** Where the focus is: not on `<body>`, and the element at its centre is it (nothing covers it). */
export async function focusReport(page: Page): Promise<FocusReport> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body)
      return { tag: 'body', name: '', onBody: true, hitsItself: false, inDialog: false };
    const box = active.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      tag: active.tagName.toLowerCase(),
      name: active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 60) ?? '',
      onBody: false,
      hitsItself: hit !== null && (hit === active || active.contains(hit)),
      inDialog: active.closest('dialog[open]') !== null,
    };
  });
}

/**
 * After an action: the focus is on `target` (when given), never on `<body>`, and not hidden behind
 * another element (a sticky header, a dialog's backdrop).
 */
export async function expectFocusSettled(page: Page, step: string, target?: Locator): Promise<void> {
  if (target) await expect(target, `${step}: focus`).toBeFocused();
  expect((await focusReport(page)).onBody, `${step}: the focus fell to <body>`).toBe(false);
  // Polled: the page scrolls smoothly to the focused element, which is in view once that ends.
  await expect
    .poll(() => focusReport(page), { message: `${step}: the focused element is covered or out of view` })
    .toMatchObject({ onBody: false, hitsItself: true });
}
