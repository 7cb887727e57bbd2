import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { violations } from './support/axe';
import { ADMIN_ACCOUNT } from './support/credentials';
import { uniqueText } from './support/form-submissions';
import { seedHouseholdLedger } from './support/ledger';
import { signIn } from './support/members';

// The office's Treasurer tab at phone width (and its widest table at desktop width), over a household whose ledger the test wrote: the page's balance,
// aging, payments and instructor figures are the ones its lines make, and the balances download says the same.

test.use({ viewport: { width: 390, height: 844 } });

test("the treasurer's tab shows the figures a seeded ledger holds, and downloads them", async ({ page }) => {
  const name = uniqueText('The Ledger family');
  // A term and class the catalog does not know: their figures are this test's alone, named by their keys.
  const termKey = uniqueText('old-term').replace(' ', '-');
  const classKey = uniqueText('old_class').replace(' ', '_');
  seedHouseholdLedger(name, [
    { kind: 'class_fee', amount: 12_000, occurredOn: '2019-03-01', termKey, classKey },
    { kind: 'supply_fee', amount: 2_500, occurredOn: '2019-03-01', termKey, classKey },
    { kind: 'payment', amount: -5_000, occurredOn: '2019-03-04', termKey, method: 'cash' },
  ]);

  await signIn(page, ADMIN_ACCOUNT, '/secure/office/treasurer');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Treasurer', level: 2 })).toBeVisible();

  const balances = main.getByRole('region', { name: 'Balances by household' });
  const cells = (region: typeof balances, rowName: string | RegExp) =>
    region.getByRole('row', { name: rowName }).getByRole('cell');
  await expect(cells(balances, new RegExp(name))).toHaveText(['$145.00', '$0.00', '−$50.00', '$95.00']);
  // The totals row adds up the balance column as the page shows it.
  const balanceColumn = await balances.getByRole('table').locator('tbody tr td:last-child').allTextContents();
  const dollars = (text: string) => Math.round(Number(text.replace(/[$,]/g, '').replace('−', '-')) * 100);
  const total = await cells(balances, /^Total/)
    .last()
    .textContent();
  expect(dollars(total!)).toBe(balanceColumn.reduce((sum, text) => sum + dollars(text), 0));

  // Due on the term's first day it never had: over 90 days past due, all of it.
  const aging = main.getByRole('region', { name: 'Aging of what is owed' });
  await expect(cells(aging, new RegExp(name))).toHaveText(['$0.00', '$0.00', '$0.00', '$0.00', '$95.00', '$95.00']);

  const payments = main.getByRole('region', { name: 'Payments by method and month' });
  await expect(cells(payments, /March 2019/)).toHaveText(['Cash', '$50.00', '$0.00', '$50.00']);

  // A term without a fee policy gives its instructors 100% of the class fee; the class has no teacher.
  const instructors = main.getByRole('region', { name: 'Fees owed to instructors' });
  await expect(instructors.getByRole('row').filter({ hasText: classKey }).getByRole('cell')).toHaveText([
    termKey,
    classKey,
    '$120.00',
    '100%',
    '$120.00',
  ]);

  expect(await violations(page), 'the Treasurer tab').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download balances by household as CSV' }).click();
  const file = readFileSync((await (await download).path())!, 'utf8');
  expect(file.split('\r\n')).toContain(`${name},145,0,-50,95`);

  // On a desktop the widest table fits without scrolling sideways.
  await page.setViewportSize({ width: 1280, height: 900 });
  const scrollBox = main.getByRole('region', { name: 'Fees owed to instructors' });
  expect(await scrollBox.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
});
