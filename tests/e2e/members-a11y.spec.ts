import { expect, test } from './support/test';
import { violations } from './support/axe';
import { ADMIN_ACCOUNT } from './support/credentials';
import { dashboardTabLabels, memberArea } from './support/dashboard-tabs';
import { createMember, openTab, signedInAs, signUpViaApi, uploadViaApi, signIn } from './support/members';

// The dashboard scanned by axe as every page is (any WCAG 2.x A or AA violation, or a serious or critical best
// practice one): on every tab, with a confirmation open, and at phone width.

test('every dashboard tab of an admin passes axe, a confirmation included', async ({ page, request }) => {
  // Every tab checked whole: more than the default time on a busy machine.
  test.slow();
  const teacher = await createMember(request, 'teacher');
  await uploadViaApi(request, teacher, { name: 'axe-check.txt', mimeType: 'text/plain', buffer: Buffer.from('axe') });
  await signUpViaApi(request, 'Axe Applicant');
  await signIn(page, ADMIN_ACCOUNT);
  for (const tab of dashboardTabLabels.admin) {
    await openTab(page, tab);
    await page.waitForLoadState('networkidle');
    expect(await violations(page), tab).toEqual([]);
  }
  await openTab(page, 'File Sharing');
  await page.getByRole('button', { name: 'Delete axe-check.txt' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(page), 'delete prompt').toEqual([]);
});

test('a parent on a phone: the dashboard and My family pass axe', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signedInAs(page, request, 'parent');
  for (const tab of dashboardTabLabels.parent) {
    await openTab(page, tab);
    await page.waitForLoadState('networkidle');
    expect(await violations(page), tab).toEqual([]);
  }
  await page.goto(memberArea('My family').path);
  await expect(page.getByRole('heading', { name: 'My family', level: 2 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations(page), 'My family').toEqual([]);
});
