import { emailVerificationMessages } from '@coop/contract';
import { expect, test } from './support/test';
import { violations } from './support/axe';
import { collectBrowserErrors } from './support/browser-errors';
import { enrollOnPage } from './support/enrollment-form';
import { uniqueText } from './support/form-submissions';
import { createMember, uniqueIdentity, signIn } from './support/members';
import { newestMailTo } from './support/outbox';

// My family at phone width: a confirmed parent enters a second child once with their details, invites another adult
// who accepts through the mailed link, and both see the children; an account whose address is unconfirmed sees none.

test.use({ viewport: { width: 390, height: 844 } });

test('a parent adds a child, invites a second guardian who accepts by the mailed link, and both see the child', async ({
  page,
  request,
}) => {
  test.slow();
  const errors = collectBrowserErrors(page);
  const parent = uniqueIdentity('Maria');
  const firstChild = uniqueText('Sam');
  await enrollOnPage(page, { parent, student: firstChild, classKey: 'literature_9th_12th' });
  const maria = await createMember(request, 'parent', parent);
  await signIn(page, maria, '/secure/family');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Students' })).toBeVisible();
  await expect(main.getByRole('article', { name: `${firstChild}'s details` })).toBeVisible();

  const child = uniqueText('Nell');
  await main.getByRole('button', { name: 'Add a student' }).click();
  const form = main.getByRole('form', { name: 'Add a student' });
  await form.getByLabel('Full name').fill(child);
  await form.getByLabel('Birthday').fill('2016-05-20');
  await form.getByLabel('Grade').selectOption('4');
  await form.getByLabel('Allergies').fill('Bee stings');
  await form.getByLabel('Medical notes').fill('Carries an inhaler');
  await form.getByRole('button', { name: 'Add student' }).click();
  // The shared rule asks for an emergency contact before anything is sent.
  await expect(form.getByText("Please enter the emergency contact's name")).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill('Rosa Rivera');
  await form.getByLabel('Relationship').fill('Grandmother');
  await form.getByLabel('Phone', { exact: true }).fill('(479) 555-0142');
  await form.getByLabel('Adults allowed to pick up').fill('Rosa Rivera');
  await form.getByRole('button', { name: 'Add student' }).click();
  const details = main.getByRole('article', { name: `${child}'s details` });
  await expect(details).toContainText('Grade');
  await expect(details).toContainText('Rosa Rivera (Grandmother), (479) 555-0142');
  expect(await violations(page), 'My family with the household').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const second = uniqueIdentity('Luis');
  const luis = await createMember(request, 'parent', second);
  await main.getByLabel('Invite another guardian').fill(luis.email);
  await main.getByRole('button', { name: 'Send invitation' }).click();
  await expect(main.getByRole('status').filter({ hasText: `We sent an invitation to ${luis.email}.` })).toBeVisible();
  await expect(main.getByRole('button', { name: `Withdraw the invitation to ${luis.email}` })).toBeVisible();

  const mail = await newestMailTo(luis.email, /invited you to/);
  const link = /https?:\/\/[^\s]+\/secure\/family\?invitation=[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeDefined();
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, luis, new URL(link!).pathname + new URL(link!).search);
  const offer = page.getByRole('region', { name: 'Invitation to a household' });
  await expect(offer).toContainText(`invited you (${luis.email}) to be a guardian`);
  await offer.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(offer).toBeHidden();
  await expect(main.getByRole('article', { name: `${child}'s details` })).toBeVisible();
  await expect(main.getByRole('article', { name: `${firstChild}'s details` })).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: maria.email })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an account whose address is unconfirmed sees no child in My family', async ({ page, request }) => {
  const parent = uniqueIdentity('Unconfirmed');
  const child = uniqueText('Ivy');
  await enrollOnPage(page, { parent, student: child, classKey: 'literature_9th_12th' });
  const member = await createMember(request, 'parent', parent, { confirmed: false });
  await signIn(page, member, '/secure/family');
  const main = page.getByRole('main');
  await expect(main.getByText(emailVerificationMessages.required)).toBeVisible();
  await expect(main).not.toContainText(child);
  await expect(main.getByRole('heading', { name: 'Students' })).toHaveCount(0);
});
