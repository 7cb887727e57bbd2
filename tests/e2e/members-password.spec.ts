import { expect, test } from './support/test';
import { collectBrowserErrors } from './support/browser-errors';
import { dashboardTabLabels } from './support/dashboard-tabs';
import { apiLogin, openTab, signedInAs } from './support/members';

test.describe('Change Password', () => {
  test('shows the change-password validation messages', async ({ page, request }) => {
    const member = await signedInAs(page, request, 'parent');
    await openTab(page, 'Change Password');
    const submit = page.getByRole('button', { name: 'Change Password' });
    await submit.click();
    await expect(page.getByText('Current password is required')).toBeVisible();
    await expect(page.getByText('New password is required')).toBeVisible();
    await expect(page.getByText('Please confirm your new password')).toBeVisible();
    await expect(page.getByLabel('Current password')).toBeFocused();

    await page.getByLabel('Current password').fill(member.password);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('different');
    await expect(page.getByText('New password must be at least 8 characters long')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill(member.password);
    await page.getByLabel('Confirm new password').fill(member.password);
    await expect(page.getByText('New password must be different from current password')).toBeVisible();
  });

  test("shows the server's message for a wrong current password, then changes it", async ({ page, request }) => {
    const errors = collectBrowserErrors(page, { ignoreFailedRequests: true });
    const member = await signedInAs(page, request, 'teacher');
    await openTab(page, 'Change Password');
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('a-better-secret');
    await page.getByLabel('Confirm new password').fill('a-better-secret');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Current password is incorrect' })).toBeVisible();

    await page.getByLabel('Current password').fill(member.password);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Password changed successfully!' })).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveValue('');
    expect(await apiLogin(request, member.email, 'a-better-secret')).toBeTruthy();
    expect(errors).toEqual([]);
  });

  test('each role sees its tabs, and every tab opens', async ({ page, request }) => {
    for (const role of ['parent', 'teacher', 'admin'] as const) {
      const member = await signedInAs(page, request, role);
      await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
      await expect(page.getByText(`Role: ${role[0].toUpperCase()}${role.slice(1)}`)).toBeVisible();
      const tabs = page.getByRole('tablist', { name: 'Secure Area sections' }).getByRole('tab');
      await expect(tabs).toHaveText([...dashboardTabLabels[role]]);
      for (const name of dashboardTabLabels[role]) {
        await openTab(page, name);
        await expect(page.getByRole('tabpanel', { name }).getByRole('heading', { level: 2, name })).toBeVisible();
      }
      await page.evaluate(() => localStorage.clear());
    }
  });
});
