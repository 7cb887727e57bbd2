import { emailVerificationMessages } from '@coop/contract';
import { expect, test } from './support/test';
import { violations } from './support/axe';
import { collectBrowserErrors } from './support/browser-errors';
import { enrollOnPage } from './support/enrollment-form';
import { uniqueText } from './support/form-submissions';
import { createMember, mailedConfirmationToken, uniqueIdentity, signIn } from './support/members';

// An approved account is shown the students enrolled under its address only once its holder has followed the link
// mailed to that address: approving an account checks who asked, not whose inbox it is.

const classKey = 'literature_9th_12th';

test('an approved account whose address is unconfirmed sees no child; the mailed link confirms it and My family shows the child', async ({
  page,
  request,
}) => {
  test.slow();
  // The link followed a second time is answered 400, which the browser logs as a failed request.
  const errors = collectBrowserErrors(page, { ignoreFailedRequests: true });
  const parent = uniqueIdentity('Parent');
  const student = uniqueText('Ivy');
  await enrollOnPage(page, { parent, student, classKey });
  const member = await createMember(request, 'parent', parent, { confirmed: false });

  await signIn(page, member);
  const attention = page.getByRole('region', { name: 'Needs your attention' });
  await expect(attention).toContainText(emailVerificationMessages.required);
  await expect(attention).not.toContainText(student);

  await attention.getByRole('link', { name: emailVerificationMessages.required }).click();
  const main = page.getByRole('main');
  await expect(main.getByText(emailVerificationMessages.required)).toBeVisible();
  await expect(main).not.toContainText(student);
  expect(await violations(page), 'My family, unconfirmed').toEqual([]);

  // The first message is lost: a new link is asked for, and it is the one followed.
  await main.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(
    main.getByRole('status').filter({ hasText: emailVerificationMessages.linkSent(member.email) }),
  ).toBeVisible();
  const token = await mailedConfirmationToken(member.email);
  await page.goto(`/verify-email?token=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm Your E-mail Address' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: emailVerificationMessages.confirmed })).toBeVisible();
  expect(await violations(page), 'the confirmation page').toEqual([]);

  await page.getByRole('link', { name: 'Go to the Secure Area' }).click();
  await expect(attention).toContainText(student);
  await page.goto('/secure/family');
  await expect(page.getByRole('region', { name: student })).toBeVisible();

  // The link works once.
  await page.goto(`/verify-email?token=${token}`);
  await expect(page.getByRole('status').filter({ hasText: emailVerificationMessages.linkInvalid })).toBeVisible();
  expect(errors).toEqual([]);
});
