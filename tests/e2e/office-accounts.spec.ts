import { expect, test } from './support/test';
import { violations } from './support/axe';
import { collectBrowserErrors } from './support/browser-errors';
import { ADMIN_ACCOUNT } from './support/credentials';
import { enrollOnPage } from './support/enrollment-form';
import { uniqueText } from './support/form-submissions';
import { uniqueIdentity, signIn } from './support/members';

// The office's Accounts tab at phone width: an administrator finds a household, records a check, sees the balance
// fall and the check's line, and reverses it from the keyboard.

test.use({ viewport: { width: 390, height: 844 } });

test('the office records a check and sees the household’s balance fall, then reverses it', async ({ page }) => {
  test.slow();
  const errors = collectBrowserErrors(page);
  const parent = uniqueIdentity('Iris');
  const student = uniqueText('Theo');
  await enrollOnPage(page, { parent, student, classKey: 'literature_9th_12th' });
  const household = `The ${parent.name.split(' ').at(-1)} family`;

  await signIn(page, ADMIN_ACCOUNT, '/secure/office/accounts');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Accounts', level: 2 })).toBeVisible();
  await main.getByLabel('Search households by name, contact, guardian or student').fill(student);
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  const row = main
    .getByRole('region', { name: `Household accounts matching “${student}”` })
    .getByRole('row', { name: new RegExp(household) });
  const before = (await row.getByRole('cell').nth(1).textContent()) ?? '';
  await row.getByRole('button', { name: `Open the account of ${household}` }).click();

  await expect(main.getByRole('heading', { name: household, level: 3 })).toBeFocused();
  const balance = main.getByTestId('account-balance');
  await expect(balance).toHaveText(before);
  expect(await violations(page), 'a household account opened in the office').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A check without its number is refused under the field, before anything is sent.
  const form = main.getByRole('form', { name: 'Record cash or a check' });
  await form.getByLabel('Amount (dollars)').fill('25.00');
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(form.getByLabel('Check number')).toBeFocused();
  await expect(form.getByText('Please enter the check number.')).toBeVisible();
  await form.getByLabel('Check number').fill('1042');
  await form.getByLabel('Date on the check').fill('2026-11-20');
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Payment recorded.' })).toBeVisible();

  // The balance is $25.00 lower than it was, and the check stands among the lines.
  const cents = (text: string) =>
    text === 'Settled' ? 0 : Math.round(Number(text.replace(/[^\d.]/g, '')) * 100) * (/credit/.test(text) ? -1 : 1);
  await expect.poll(async () => cents((await balance.textContent()) ?? '')).toBe(cents(before) - 2_500);
  const lines = main.getByRole('region', { name: 'Lines' });
  const check = lines.getByRole('row', { name: /Check no\. 1042/ });
  await expect(check).toContainText('November 20, 2026');
  await expect(check).toContainText('−$25.00');

  // Reversed from the keyboard: the balance is back where it was.
  await check.getByRole('button', { name: /Reverse Check no\. 1042/ }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Reverse this line?' });
  await dialog.getByRole('button', { name: 'Reverse' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(main.getByRole('status').filter({ hasText: 'Reversal recorded.' })).toBeVisible();
  await expect(balance).toHaveText(before);
  await expect(lines.getByRole('row', { name: /Reversed: Check no\. 1042/ })).toContainText('$25.00');
  expect(errors).toEqual([]);
});
