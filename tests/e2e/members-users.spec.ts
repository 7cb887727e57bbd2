import { expect, test, type Page } from './support/test';
import { collectBrowserErrors } from './support/browser-errors';
import {
  adminToken,
  createMember,
  findUser,
  openTab,
  signUpViaApi,
  uploadViaApi,
  shareLinkViaApi,
  signIn,
  logInThroughForm,
} from './support/members';
import { ADMIN_EMAIL, ADMIN_ACCOUNT } from './support/credentials';
import { dashboardTabLabels } from './support/dashboard-tabs';

function userRow(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

async function openUserManagement(page: Page) {
  await signIn(page, ADMIN_ACCOUNT);
  await openTab(page, 'User Management');
}

const subTab = (page: Page, label: string) => page.getByRole('tab', { name: new RegExp(`^${label} \\(\\d+\\)$`) });

async function countOf(page: Page, label: string): Promise<number> {
  const text = (await subTab(page, label).textContent()) ?? '';
  return Number(/\((\d+)\)/.exec(text)?.[1]);
}

test.describe('User Management', () => {
  test('sub-tabs with counts; a signup made meanwhile appears in Pending Approval without a reload', async ({
    page,
    request,
  }) => {
    const errors = collectBrowserErrors(page, { ignoreFailedRequests: true });
    await openUserManagement(page);
    await expect(subTab(page, 'Pending Approval')).toHaveAttribute('aria-selected', 'true');
    await expect(subTab(page, 'Approved Users')).toBeVisible();
    await expect(subTab(page, 'Rejected Users')).toBeVisible();
    const pendingBefore = await countOf(page, 'Pending Approval');

    const applicant = await signUpViaApi(request, 'Newcomer');
    await expect(userRow(page, applicant.name)).toBeVisible({ timeout: 7_000 });
    await expect(userRow(page, applicant.name)).toContainText(applicant.email);
    expect(await countOf(page, 'Pending Approval')).toBeGreaterThan(pendingBefore);

    // The admin's own row: no actions. Found by search: the other tests' accounts may fill the first page.
    await subTab(page, 'Approved Users').click();
    await page.getByRole('searchbox', { name: 'Search accounts' }).fill(ADMIN_EMAIL);
    const own = page.getByRole('row').filter({ hasText: ADMIN_EMAIL });
    await expect(own).toContainText('Current admin user');
    await expect(own.getByRole('button')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('keyboard: arrow keys move between the sub-tabs', async ({ page }) => {
    await openUserManagement(page);
    await subTab(page, 'Pending Approval').focus();
    await page.keyboard.press('ArrowRight');
    await expect(subTab(page, 'Approved Users')).toBeFocused();
    await expect(subTab(page, 'Approved Users')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(subTab(page, 'Rejected Users')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(subTab(page, 'Pending Approval')).toBeFocused();
  });

  test('approves with a chosen role; the choice and an open prompt survive the refresh', async ({ page, request }) => {
    const chosen = await signUpViaApi(request, 'Chosen');
    const waiting = await signUpViaApi(request, 'Waiting');
    await openUserManagement(page);
    const row = userRow(page, chosen.name);
    const role = row.getByLabel(`Role for ${chosen.name}`);
    await expect(role).toHaveValue('parent');
    await role.selectOption({ label: 'Teacher' });

    // An open confirmation stays open, with the focus inside, across a refresh of the list: the list is fetched
    // again once its change counter moves (polled every 5 s), here because someone else signs up meanwhile.
    await userRow(page, waiting.name)
      .getByRole('button', { name: `Reject ${waiting.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Reject this account request?' });
    await expect(dialog).toBeVisible();
    const refreshed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') && response.request().postData()?.includes('query UserConnection') === true,
    );
    const pendingBefore = await countOf(page, 'Pending Approval');
    await signUpViaApi(request, 'Meanwhile');
    await refreshed;
    await expect.poll(() => countOf(page, 'Pending Approval')).toBe(pendingBefore + 1);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(role).toHaveValue('teacher');

    await row.getByRole('button', { name: `Approve ${chosen.name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `${chosen.name} was approved as Teacher.` })).toBeVisible();
    await expect(row).toHaveCount(0);
    await subTab(page, 'Approved Users').click();
    await expect(userRow(page, chosen.name)).toContainText('Teacher');
    await expect(userRow(page, chosen.name)).toContainText('by Administrator');
    const account = await findUser(request, await adminToken(request), chosen.email);
    expect(account).toMatchObject({ role: 'teacher', status: 'approved' });
  });

  test('rejects after confirmation; the row then reads User was rejected', async ({ page, request }) => {
    const applicant = await signUpViaApi(request, 'Declined');
    await openUserManagement(page);
    await userRow(page, applicant.name)
      .getByRole('button', { name: `Reject ${applicant.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Reject this account request?' });
    await expect(dialog).toContainText(applicant.email);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${applicant.name} was rejected.` })).toBeVisible();
    await subTab(page, 'Rejected Users').click();
    await expect(userRow(page, applicant.name)).toContainText('User was rejected');
    await expect(userRow(page, applicant.name).getByRole('button')).toHaveCount(0);
  });

  test('changes a role after confirmation', async ({ page, request }) => {
    const member = await createMember(request, 'parent', 'Promoted');
    await openUserManagement(page);
    await subTab(page, 'Approved Users').click();
    const row = userRow(page, member.name);
    await row.getByLabel(`New role for ${member.name}`).selectOption({ label: 'Teacher' });
    await row.getByRole('button', { name: `Change role of ${member.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Change this role?' });
    await expect(dialog).toContainText('from Parent to Teacher');
    await dialog.getByRole('button', { name: 'Change role' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'User role updated successfully' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Teacher', exact: true })).toBeVisible();
    expect((await findUser(request, await adminToken(request), member.email)).role).toBe('teacher');
  });

  test('forces a reset, shows the temporary password once with a copy button, and the member must change it', async ({
    page,
    request,
    browser,
  }) => {
    const member = await createMember(request, 'teacher', 'Forgetful');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openUserManagement(page);
    await subTab(page, 'Approved Users').click();
    const row = userRow(page, member.name);
    await row.getByRole('button', { name: `Force password reset for ${member.name}` }).click();
    await page
      .getByRole('dialog', { name: 'Force a password reset?' })
      .getByRole('button', { name: 'Reset password' })
      .click();

    const shown = page.getByRole('dialog', { name: 'Temporary password' });
    await expect(shown).toBeVisible();
    await expect(shown).toContainText('It works for one login and expires after 72 hours');
    const temporary = (await shown.getByLabel('Temporary password').inputValue()).trim();
    expect(temporary.length).toBeGreaterThanOrEqual(8);
    await shown.getByRole('button', { name: 'Copy password' }).click();
    await expect(shown.getByRole('status')).toHaveText('Copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(temporary);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    await expect(page.getByText(temporary)).toHaveCount(0);
    await expect(row).toContainText('Password reset required');

    // The member, with the temporary password: only the required tab until the change.
    const memberPage = await browser.newPage();
    await logInThroughForm(memberPage, member.email, temporary);
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Password Reset Required' })).toBeVisible();
    await expect(memberPage.getByRole('tab')).toHaveText(['Change Password (Required)']);
    await memberPage.getByLabel('Current password').fill(temporary);
    await memberPage.getByLabel('New password', { exact: true }).fill('brand-new-secret');
    await memberPage.getByLabel('Confirm new password').fill('brand-new-secret');
    await memberPage.getByRole('button', { name: 'Change Password' }).click();
    await expect(memberPage.getByRole('status').filter({ hasText: 'Password changed successfully!' })).toBeVisible();
    await expect(memberPage.getByRole('tab')).toHaveText([...dashboardTabLabels.teacher]);
    await expect(memberPage.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
    await memberPage.close();
  });

  test('deletes an account permanently with its files and links, after a prompt that lists them', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, 'teacher', 'Leaving');
    await uploadViaApi(request, member, { name: 'farewell.txt', mimeType: 'text/plain', buffer: Buffer.from('bye') });
    await shareLinkViaApi(request, member, {
      title: 'Farewell link',
      url: 'https://example.org/farewell',
      description: 'Last one',
    });
    await openUserManagement(page);
    await subTab(page, 'Approved Users').click();
    const row = userRow(page, member.name);
    await row.getByRole('button', { name: `Delete ${member.name} permanently` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this account permanently?' });
    await expect(dialog).toContainText(`the account of ${member.name} (${member.email})`);
    await expect(dialog).toContainText(`every file ${member.name} uploaded`);
    await expect(dialog).toContainText(`every link ${member.name} shared`);
    await expect(dialog).toContainText('This cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete permanently' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'User and all associated data deleted successfully. Removed 1 file and 1 link.' }),
    ).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(findUser(request, await adminToken(request), member.email)).rejects.toThrow('No account');
  });
});
