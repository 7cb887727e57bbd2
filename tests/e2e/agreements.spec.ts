import { classTitle } from '@coop/contract';
import { expect, test, type APIRequestContext } from './support/test';
import { violations } from './support/axe';
import { collectBrowserErrors } from './support/browser-errors';
import { ADMIN_ACCOUNT } from './support/credentials';
import { areaTabPath, memberArea } from './support/dashboard-tabs';
import { enrollOnPage } from './support/enrollment-form';
import { catalog } from './support/form-submissions';
import { adminToken, bearer, createMember, uniqueIdentity, signIn } from './support/members';

// Signed agreements at phone width: the office asks for a photo release for the current term, cannot confirm a
// child's place until the family has signed it, the parent reads and signs it in My family, and the office sees it.

const classKey = 'government_9th_12th';
const title = classTitle(catalog.classes.find((item) => item.key === classKey)!);
const term = catalog.schoolYear.name;

test.use({ viewport: { width: 390, height: 844 } });

/** Every document still asked for in the current term is withdrawn, so later specs confirm places as before. */
async function withdrawAll(request: APIRequestContext) {
  const headers = bearer(await adminToken(request));
  const listed = await request.get(`/api/agreements.php?termKey=${encodeURIComponent('2026-27')}`, { headers });
  const { documents } = (await listed.json()) as { documents: { id: string; withdrawnAt: string | null }[] };
  for (const document of documents.filter((each) => !each.withdrawnAt))
    await request.delete('/api/agreements.php', { headers, data: { documentId: document.id } });
}

test.afterEach(async ({ request }) => withdrawAll(request));

test('the office asks for a photo release, a confirm waits for it, the parent signs it in My family, the office sees it signed', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const errors = collectBrowserErrors(page);
  const parent = uniqueIdentity('Parent');
  const household = `The ${parent.name.split(' ').at(-1)} family`;
  const student = `Student ${parent.name.split(' ').at(-1)}`;
  await enrollOnPage(page, { parent, student, classKey });

  // The office adds the Photo release for the current term.
  await signIn(page, ADMIN_ACCOUNT, areaTabPath(memberArea('Office'), 'Agreements'));
  await expect(page.getByLabel('Term', { exact: true })).toHaveValue('2026-27');
  const form = page.getByRole('group', { name: `Add a document for ${term}` });
  await form.getByLabel('Kind').selectOption({ label: 'Photo release' });
  await form.getByLabel('Title').fill('Photo release');
  await form.getByLabel('Text').fill('We may take **photos** of classes for the newsletter and the website.');
  await form.getByRole('button', { name: 'Add document' }).click();
  const photoRelease = page.getByRole('region', { name: 'Photo release', exact: true });
  await expect(photoRelease).toContainText('Photo release · version 1');
  await expect(photoRelease.getByRole('list').last()).toContainText(household);
  expect(await violations(page)).toEqual([]);

  // Before the family signs, the office's confirm of the child's place is refused with the sentence.
  await page.goto(areaTabPath(memberArea('Office'), 'Enrollments'));
  await page.getByRole('button', { name: `Open roster of ${title}` }).click();
  await page.getByRole('button', { name: `Confirm ${student} in ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(`${household} has not signed the Photo release for ${term} yet.`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The parent, address confirmed, reads and signs it in My family.
  const { password } = await createMember(request, 'parent', parent);
  const familyContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const family = await familyContext.newPage();
  const familyErrors = collectBrowserErrors(family);
  await signIn(family, { email: parent.email, password }, memberArea('My family').path);
  const agreements = family.getByRole('region', { name: `Agreements for ${term}` });
  await expect(agreements).toContainText(`Waiting for your signatures`);
  await expect(agreements).toContainText(`${student}: ${title}`);
  await agreements.getByRole('button', { name: 'Read and sign the Photo release' }).click();
  const reading = family.getByRole('region', { name: 'Photo release, version 1' });
  await expect(reading).toBeFocused();
  await expect(reading.locator('strong')).toHaveText('photos');
  const name = reading.getByLabel('Your full name');
  await name.fill('Somebody Else');
  await reading.getByRole('button', { name: 'Sign' }).click();
  await expect(name).toBeFocused();
  await expect(reading).toContainText(`as your account has it, "${parent.name}"`);
  expect(await violations(family)).toEqual([]);
  await name.fill(parent.name.toLowerCase());
  await family.keyboard.press('Enter');
  await expect(agreements).toContainText(`Signed by ${parent.name.toLowerCase()} on`);
  await expect(agreements).not.toContainText('Waiting for your signatures');
  await expect(family.getByText('You signed the Photo release.')).toBeVisible();
  const overflow = await family.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  expect(familyErrors).toEqual([]);
  await familyContext.close();

  // The office sees it signed, and confirms the place.
  await page.goto(areaTabPath(memberArea('Office'), 'Agreements'));
  await expect(photoRelease).toContainText(`${household}: signed by ${parent.name.toLowerCase()} on`);
  await expect(photoRelease).toContainText('Every household with a place in the term has signed this version.');
  await page.goto(areaTabPath(memberArea('Office'), 'Enrollments'));
  await page.getByRole('button', { name: `Open roster of ${title}` }).click();
  await page.getByRole('button', { name: `Confirm ${student} in ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(
    page
      .getByRole('table', { name: `Roster of ${title}` })
      .getByRole('row')
      .filter({ hasText: student }),
  ).toContainText('Confirmed');
  expect(errors).toEqual([]);
});
