import { expect, test } from './support/test';
import { collectBrowserErrors } from './support/browser-errors';
import { createMember, logInThroughForm } from './support/members';
import { newestMailTo } from './support/outbox';

test.describe('Forgotten password', () => {
  test('a member asks for a link by e-mail, chooses a new password with it and is signed in; the link works once', async ({
    page,
    request,
  }) => {
    const errors = collectBrowserErrors(page, { ignoreFailedRequests: true });
    const member = await createMember(request, 'parent', 'Forgetful');

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The login page, with its own Email field, stays on screen until the next page's module is in.
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Your Password?' })).toBeVisible();
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'If an account exists for that address, we have sent a link to reset its password.' }),
    ).toBeVisible();

    const mail = await newestMailTo(member.email, /^Reset your .+ password$/);
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text ?? '')?.[0];
    expect(link, 'the message holds a reset link').toBeTruthy();
    const { pathname, search } = new URL(link!);

    await page.goto(pathname + search);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('found-it-again-1');
    await page.getByLabel('Confirm new password').fill('found-it-again-1');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page).toHaveURL(/\/secure\/dashboard/);
    await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();

    // Signed out, the old password no longer opens the account; the new one does.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await logInThroughForm(page, member.email, 'found-it-again-1');

    // The same link a second time says it is spent as the page opens, before a password is typed.
    await page.goto(pathname + search);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'This reset link is invalid or has expired. Please ask for a new one.' }),
    ).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(errors).toEqual([]);
  });
});
