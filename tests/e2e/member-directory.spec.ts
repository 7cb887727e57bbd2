import { directoryMessages } from '@coop/contract';
import { expect, test } from './support/test';
import { violations } from './support/axe';
import { collectBrowserErrors } from './support/browser-errors';
import { enrollOnPage } from './support/enrollment-form';
import { expectFocusSettled, logInByKeyboard, tabTo } from './support/keyboard';
import { apiLogin, bearer, createMember, uniqueIdentity, signIn } from './support/members';

// The member directory at phone width: a guardian, with the keyboard alone, lists the household with its name and
// the children's first names and grades but not its phone; another approved parent then finds exactly that, and
// nothing else of the family, in the Directory.

test.use({ viewport: { width: 390, height: 844 } });

test("a guardian lists the household with the children's first names and grades, not the phone; another parent sees just that", async ({
  page,
  request,
}) => {
  test.slow();
  const errors = collectBrowserErrors(page);
  const tag = Date.now().toString(36);
  const family = `The Adeyemi-${tag} family`;
  const [firstChild, secondChild] = [`Sam${tag}`, `Nell${tag}`];

  // A family as the product makes one: an enrollment form, then the parent's account with its address, which
  // becomes the household's guardian; a phone, a name, and a second child with every detail a guardian keeps.
  const parent = uniqueIdentity('Ada');
  await enrollOnPage(page, { parent, student: `${firstChild} Okafor`, classKey: 'literature_9th_12th' });
  const ada = await createMember(request, 'parent', parent);
  const token = await apiLogin(request, ada.email, ada.password);
  const mine = await request.get('/api/household.php', { headers: bearer(token) });
  const householdId = ((await mine.json()) as { household: { id: string } }).household.id;
  const changed = await request.put('/api/household.php', {
    headers: bearer(token),
    data: { householdId, name: family, homePhone: '(479) 555-0163' },
  });
  expect(changed.status()).toBe(200);
  const added = await request.post('/api/household-students.php', {
    headers: bearer(token),
    data: {
      householdId,
      fullName: `${secondChild} Okafor`,
      birthday: '2016-05-20',
      grade: '4',
      allergies: 'Bee stings',
      medicalNotes: 'Carries an inhaler',
      emergencyContacts: [{ name: 'Rosa Grandmother', relationship: 'Grandmother', phone: '(479) 555-0177' }],
      pickupAdults: ['Uncle Pickup'],
    },
  });
  expect(added.status()).toBe(200);

  // The guardian, by keyboard: through the Menu to the Directory, then the household's listing.
  await logInByKeyboard(page, ada.email, ada.password);
  await expect(page.getByRole('heading', { level: 2, name: 'File Sharing' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menu = nav.getByRole('button', { name: 'Menu' });
  await tabTo(page, menu, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, nav.getByRole('link', { name: 'Directory', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/secure/directory');
  await expectFocusSettled(
    page,
    'arrived in the Directory',
    page.getByRole('heading', { level: 1, name: 'Directory' }),
  );

  const listing = page.getByRole('region', { name: 'Your household’s listing' });
  await expect(listing).toContainText(directoryMessages.notListed);
  const choose = async (name: string) => {
    const box = listing.getByRole('checkbox', { name, exact: true });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  };
  await choose('List our household in the directory');
  await choose("The household's name");
  await choose("The children's first names and grades");
  await expect(listing.getByRole('checkbox', { name: 'The home phone' })).not.toBeChecked();
  await tabTo(page, listing.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(listing.getByRole('status')).toHaveText(directoryMessages.saved);
  await expect(listing).toContainText(`${family} is listed in the directory.`);
  const own = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: family }) });
  await expect(own).toBeVisible();
  expect(await violations(page), 'the Directory with the listing saved').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Another approved parent, who guards no household, sees exactly what was chosen.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const reader = await createMember(request, 'parent');
  await signIn(page, reader, '/secure/directory');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Directory' })).toBeVisible();
  const entry = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: family }) });
  await expect(entry).toBeVisible();
  await expect(entry.getByRole('term')).toHaveText(['Children']);
  await expect(entry.getByRole('definition')).toHaveText([firstChild, `${secondChild}, grade 4`]);
  for (const hidden of ['555-0163', 'Okafor', ada.name, ada.email, 'Bee stings', 'inhaler', 'Rosa', '2016', 'Uncle'])
    await expect(entry).not.toContainText(hidden);
  await expect(main.getByRole('region', { name: 'Your household’s listing' })).toContainText(
    directoryMessages.noHousehold,
  );

  // Found by a child's first name; not by the surname it keeps to itself.
  const search = main.getByLabel('Search by name');
  await search.fill(secondChild.toLowerCase());
  await expect(main.getByRole('listitem')).toHaveCount(1);
  await expect(entry).toBeVisible();
  await search.fill(`${secondChild} Okafor`);
  await expect(main.getByText(directoryMessages.noMatch(`${secondChild} Okafor`))).toBeVisible();
  expect(await violations(page), 'the Directory as another parent reads it').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(errors).toEqual([]);
});
