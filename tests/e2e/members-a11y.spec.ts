import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/credentials';
import { dashboardTabLabels, memberArea } from './support/dashboard-tabs';
import { createMember, logIn, openTab, signedInAs, signUpViaApi, uploadViaApi } from './support/members';

// The dashboard scanned by axe (WCAG 2.x A and AA, best practices): no serious or critical
// violation on any tab, with a confirmation open, or at phone width.

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('every dashboard tab of an admin passes axe, a confirmation included', async ({ page, request }) => {
  // Every tab checked whole: more than the default time on a busy machine.
  test.slow();
  const teacher = await createMember(request, 'teacher');
  await uploadViaApi(request, teacher, { name: 'axe-check.txt', mimeType: 'text/plain', buffer: Buffer.from('axe') });
  await signUpViaApi(request, 'Axe Applicant');
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  for (const tab of dashboardTabLabels.admin) {
    await openTab(page, tab);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), tab).toEqual([]);
  }
  await openTab(page, 'File Sharing');
  await page.getByRole('button', { name: 'Delete axe-check.txt' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page), 'delete prompt').toEqual([]);
});

test('a parent on a phone: the dashboard and My family pass axe', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signedInAs(page, request, 'parent');
  for (const tab of dashboardTabLabels.parent) {
    await openTab(page, tab);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), tab).toEqual([]);
  }
  await page.goto(memberArea('My family').path);
  await expect(page.getByRole('heading', { name: 'My family', level: 2 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), 'My family').toEqual([]);
});
