import { readFile } from 'node:fs/promises';
import { nextField } from '@coop/contract';
import { expect, test } from './support/test';
import { collectBrowserErrors } from './support/browser-errors';
import { areaTabPath, memberArea } from './support/dashboard-tabs';
import { signedInAs, uniqueIdentity, signIn } from './support/members';
import { ADMIN_ACCOUNT } from './support/credentials';

test.describe('Submissions (administrators)', () => {
  test('lists what the suggestion and application forms collected, newest first, as text, and downloads each as CSV', async ({
    page,
    request,
  }) => {
    const errors = collectBrowserErrors(page, { ignoreFailedRequests: true });
    const older = uniqueIdentity('Older idea').name;
    const newer = `<b>Robotics</b> ${uniqueIdentity('Newer idea').name}`;
    for (const idea of [older, newer]) {
      const sent = await request.post('/forms/class-request', {
        form: { name: 'Sam Suggester', email: 'sam@example.test', class_idea: idea, [nextField]: '/' },
        maxRedirects: 0,
      });
      expect(sent.status()).toBe(303);
    }

    await signIn(page, ADMIN_ACCOUNT, areaTabPath(memberArea('Office'), 'Submissions'));
    const forms = page.getByRole('tablist', { name: 'Forms' });
    await expect(forms.getByRole('tab', { name: /^Class Suggestions \(\d+\)$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Enrollments are worked in the Enrollments tab, as students placed in classes.
    await expect(forms.getByRole('tab', { name: /^Enrollments/ })).toHaveCount(0);
    const cards = page.getByRole('list').last().getByRole('listitem');
    await expect(cards.first()).toContainText(newer);
    await expect(cards.nth(1)).toContainText(older);
    expect(await cards.first().locator('b').count()).toBe(0);

    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Class Suggestions as CSV' }).click();
    const csvFile = await csv;
    expect(csvFile.suggestedFilename()).toBe('class-request-submissions.csv');
    expect(await readFile(await csvFile.path(), 'utf8')).toContain(older);

    await forms.getByRole('tab', { name: /^Teacher Applications \(\d+\)$/ }).click();
    await expect(page.getByRole('button', { name: 'Download Teacher Applications as CSV' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('is not there for teachers, and its address answers Access Denied', async ({ page, request }) => {
    await signedInAs(page, request, 'teacher');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Office' })).toHaveCount(0);
    await page.goto(areaTabPath(memberArea('Office'), 'Submissions'));
    await expect(page.getByText("You don't have permission to access this page. Required role: admin")).toBeVisible();
  });
});
