import { pendingAccountsPath } from '@coop/contract';
import { expect, test } from './support/test';
import { collectBrowserErrors } from './support/browser-errors';
import { ADMIN_EMAIL, ADMIN_ACCOUNT } from './support/credentials';
import { areaTabPath, memberArea } from './support/dashboard-tabs';
import { createMember, signedInAs, signUpViaApi, signIn } from './support/members';
import { newestMailTo } from './support/outbox';

test.describe('Outbox (administrators)', () => {
  test("lists a new account request's message to the administrator, sent, with its text on request", async ({
    page,
    request,
  }) => {
    const errors = collectBrowserErrors(page, { ignoreFailedRequests: true });
    const applicant = await signUpViaApi(request);
    const subject = `New account request from ${applicant.name}`;
    // The e2e server writes what it sends as files: once the file is there, the message is sent.
    await newestMailTo(ADMIN_EMAIL, new RegExp(`^${subject}$`));

    await signIn(page, ADMIN_ACCOUNT, areaTabPath(memberArea('System'), 'Outbox'));
    const row = page.getByRole('row').filter({ hasText: subject }).filter({ hasText: ADMIN_EMAIL });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').filter({ hasText: /^Sent$/ })).toHaveCount(1);

    const text = row.locator('pre');
    await expect(text).toBeHidden();
    await row.getByText('Show message', { exact: true }).click();
    await expect(text).toBeVisible();
    await expect(text).toContainText(`${applicant.name} (${applicant.email}) has asked for an account`);
    await expect(text).toContainText('Review it in Pending Approval');
    await expect(text).toContainText(pendingAccountsPath);
    expect(errors).toEqual([]);
  });

  test("lists a password reset's message without its text, which would open the account", async ({ page, request }) => {
    const member = await createMember(request, 'parent');
    const asked = await request.post('/api/forgot-password.php', { data: { email: member.email } });
    expect(asked.ok()).toBe(true);
    await newestMailTo(member.email, /^Reset your .+ password$/);

    await signIn(page, ADMIN_ACCOUNT, areaTabPath(memberArea('System'), 'Outbox'));
    const row = page
      .getByRole('row')
      .filter({ hasText: member.email })
      .filter({ hasText: /Reset your .+ password/ });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').filter({ hasText: /^Sent$/ })).toHaveCount(1);
    await expect(row.getByText('Show message')).toHaveCount(0);
    await expect(row.locator('pre')).toHaveCount(0);
  });

  for (const role of ['teacher', 'parent'] as const) {
    test(`is not in a ${role}'s navigation, and its address answers Access Denied`, async ({ page, request }) => {
      await signedInAs(page, request, role);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Secure Area' })).toBeAttached();
      await expect(nav.getByRole('link', { name: 'System' })).toHaveCount(0);
      await page.goto(areaTabPath(memberArea('System'), 'Outbox'));
      await expect(page.getByText("You don't have permission to access this page. Required role: admin")).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Outbox' })).toHaveCount(0);
    });
  }
});
