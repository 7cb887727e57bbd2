import { expect, test } from './support/test';
import { violations } from './support/axe';
import { collectBrowserErrors } from './support/browser-errors';
import { ADMIN_ACCOUNT } from './support/credentials';
import { enrollOnPage } from './support/enrollment-form';
import { uniqueText } from './support/form-submissions';
import { uniqueIdentity, signIn } from './support/members';

// The office's Families tab at phone width: an administrator finds a household, corrects a student's medical notes
// in place, merges a second household of the same family into it, and the history says both.

test.use({ viewport: { width: 390, height: 844 } });

test('an administrator finds a household, corrects medical notes and merges another household into it', async ({
  page,
}) => {
  test.slow();
  const errors = collectBrowserErrors(page);
  const mother = uniqueIdentity('Elena');
  const father = uniqueIdentity('Marco');
  const sam = uniqueText('Sam');
  const nell = uniqueText('Nell');
  // Two forms from two addresses: two households the office learns are one family.
  await enrollOnPage(page, { parent: mother, student: sam, classKey: 'literature_9th_12th' });
  await enrollOnPage(page, { parent: father, student: nell, classKey: 'literature_9th_12th' });
  const kept = `The ${mother.name.split(' ').at(-1)} family`;
  const other = `The ${father.name.split(' ').at(-1)} family`;

  await signIn(page, ADMIN_ACCOUNT, '/secure/office/families');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Families', level: 2 })).toBeVisible();
  await main.getByLabel('Search households by name, contact, guardian or student').fill(sam);
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  const list = main.getByRole('region', { name: `Households matching “${sam}”` });
  const row = list.getByRole('row', { name: new RegExp(kept) });
  await expect(row).toContainText(sam);
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  await row.getByRole('button', { name: `Open ${kept}` }).click();

  // The household opens at its name, with everything the office knows of it.
  const name = main.getByRole('heading', { name: kept, level: 3 });
  await expect(name).toBeFocused();
  await expect(page).toHaveURL(/\/secure\/office\/families\?household=[\w-]+/);
  const details = main.getByRole('article', { name: `${sam}'s details` });
  await expect(details.getByRole('listitem').filter({ hasText: 'Literature' })).toContainText('Held');
  await expect(main.getByRole('region', { name: 'History' })).toContainText(`sent for ${sam}`);
  expect(await violations(page), 'a household opened in the office').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await details.getByRole('button', { name: `Edit ${sam}'s details` }).click();
  const form = main.getByRole('form', { name: `Edit ${sam}'s details` });
  await form.getByLabel('Medical notes').fill('Carries an inhaler; asthma plan in the office');
  await form.getByLabel('Name', { exact: true }).fill('Rosa Rivera');
  await form.getByLabel('Relationship').fill('Grandmother');
  await form.getByLabel('Phone', { exact: true }).fill('(479) 555-0142');
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(main.getByRole('status').filter({ hasText: `${sam}'s details saved.` })).toBeVisible();
  await expect(details).toContainText('Carries an inhaler; asthma plan in the office');
  const history = main.getByRole('region', { name: 'History' }).getByRole('listitem');
  await expect(history.first()).toContainText(`changed ${sam}'s medical notes and emergency contacts.`);

  // A reload keeps the household open.
  await page.reload();
  await expect(main.getByRole('heading', { name: kept, level: 3 })).toBeVisible();

  const merge = main.getByRole('region', { name: 'Merge another household into this one' });
  await merge.getByLabel('Find the other household').fill(nell);
  await merge.getByRole('button', { name: 'Find' }).click();
  await merge.getByRole('button', { name: `Merge ${other} into this household` }).click();
  const dialog = page.getByRole('dialog', { name: `Merge ${other} into ${kept}?` });
  await expect(dialog).toContainText(`its students (${nell}) with their classes`);
  await expect(dialog).toContainText(`move into ${kept}, and ${other} is removed.`);
  await dialog.getByRole('button', { name: 'Merge households' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByRole('status').filter({ hasText: `${other} was merged into ${kept}.` })).toBeVisible();
  await expect(name).toBeFocused();
  await expect(main.getByRole('article', { name: `${nell}'s details` })).toBeVisible();
  await expect(main.getByRole('article', { name: `${sam}'s details` })).toBeVisible();
  await expect(history.first()).toContainText(`merged ${other} into this household.`);
  await expect(main.getByRole('region', { name: 'History' })).toContainText(`sent for ${nell}`);

  // Back to the list: the merged household is gone, the kept one has both students.
  await main.getByRole('button', { name: 'Back to all households' }).click();
  await expect(main.getByRole('button', { name: `Open ${kept}` })).toBeFocused();
  await main.getByLabel('Search households by name, contact, guardian or student').fill(nell);
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  const found = main.getByRole('region', { name: `Households matching “${nell}”` }).getByRole('row');
  await expect(found).toHaveCount(2);
  await expect(found.nth(1)).toContainText(kept);
  await expect(found.nth(1)).toContainText(sam);
  expect(errors).toEqual([]);
});
