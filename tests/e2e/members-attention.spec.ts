import { classTitle } from '@coop/contract';
import { expect, test, type Page } from './support/test';
import { violations } from './support/axe';
import { collectBrowserErrors } from './support/browser-errors';
import { ADMIN_ACCOUNT } from './support/credentials';
import { enrollOnPage } from './support/enrollment-form';
import { catalog, uniqueText } from './support/form-submissions';
import { adminToken, bearer, createMember, signUpViaApi, uniqueIdentity, signIn } from './support/members';

// Each role logs in and reaches its work from "Needs your attention" on the dashboard in one step: the line is a
// link, and it leads to where the thing is handled.

const classKey = 'literature_9th_12th';
const title = classTitle(catalog.classes.find((item) => item.key === classKey)!);

const attention = (page: Page) => page.getByRole('region', { name: 'Needs your attention' });

/** The panel passes axe at a desktop's width and a phone's. */
async function checkAxeAtBothWidths(page: Page) {
  for (const size of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await expect(attention(page).getByRole('listitem').first()).toBeVisible();
    expect(await violations(page), `${size.width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an administrator goes from the waiting accounts to their approval, and from new enrollments to the office, which then counts them seen', async ({
  page,
}) => {
  const errors = collectBrowserErrors(page);
  const applicant = await signUpViaApi(page.request, 'Waiting');
  await enrollOnPage(page, { parent: uniqueIdentity('Parent'), student: uniqueText('Noa'), classKey });

  await signIn(page, ADMIN_ACCOUNT);
  const panel = attention(page);
  await checkAxeAtBothWidths(page);

  await panel.getByRole('link', { name: /\d+ accounts? (is|are) waiting for approval\.$/ }).click();
  await expect(page).toHaveURL(/\/secure\/dashboard\?tab=users&group=pending$/);
  await expect(page.getByRole('tab', { name: 'User Management', selected: true })).toBeVisible();
  await expect(page.getByText(applicant.email)).toBeVisible();

  await page.goBack();
  // The office tells the server it has looked once the classes are on screen; the dashboard reads after that.
  const seen = page.waitForResponse((response) => response.request().postData()?.includes('enrollmentsSeen') ?? false);
  await panel.getByRole('link', { name: /^You have \d+ new enrollments? to look at\.$/ }).click();
  await expect(page).toHaveURL(/\/secure\/office\/enrollments$/);
  await expect(page.getByRole('button', { name: `Open roster of ${title}` })).toBeVisible();
  expect((await seen).ok()).toBe(true);

  // Back on the dashboard, what was looked at no longer waits: the line says so, marked done.
  await page.goBack();
  await expect(
    panel.getByRole('listitem').filter({ hasText: 'No enrollments have come in since you last looked.' }),
  ).toContainText('Done:');
  expect(errors).toEqual([]);
});

test("a teacher goes from a class's next meeting and seats to its roster", async ({ page, request }) => {
  const errors = collectBrowserErrors(page);
  const teacher = await createMember(request, 'teacher');
  const assigned = await request.post('/graphql', {
    headers: bearer(await adminToken(request)),
    data: {
      query:
        'mutation ($key: String!, $ids: [ID!]!) { setClassTeachers(classKey: $key, teacherIds: $ids) { classKey } }',
      variables: { key: classKey, ids: [teacher.id] },
    },
  });
  expect(((await assigned.json()) as { errors?: unknown }).errors).toBeUndefined();

  await signIn(page, teacher);
  await checkAxeAtBothWidths(page);
  const line = attention(page).getByRole('link', { name: new RegExp(`^${title.replace(/[()]/g, '\\$&')} `) });
  await expect(line).toContainText(/seats? (is|are) taken/);
  await line.click();
  await expect(page).toHaveURL(/\/secure\/classes$/);
  await expect(page.getByRole('table', { name: `Roster of ${title}` })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a parent goes from a child's classes to My family", async ({ page, request }) => {
  const errors = collectBrowserErrors(page);
  const parent = uniqueIdentity('Parent');
  const student = uniqueText('Ira');
  await enrollOnPage(page, { parent, student, classKey });
  const account = await createMember(request, 'parent', parent);

  await signIn(page, account);
  await checkAxeAtBothWidths(page);
  const line = attention(page).getByRole('link', { name: new RegExp(`^${student}: `) });
  await expect(line).toContainText(title);
  await line.click();
  await expect(page).toHaveURL(/\/secure\/family$/);
  await expect(page.getByRole('main')).toContainText(student);
  expect(errors).toEqual([]);
});

test('a member with nothing waiting reads that it is so', async ({ page, request }) => {
  const parent = await createMember(request, 'parent');
  await signIn(page, parent);
  const panel = attention(page);
  await expect(panel).toContainText('All done: nothing needs your attention.');
  await panel.getByRole('link', { name: "No enrollments use your account's e-mail address yet." }).click();
  await expect(page).toHaveURL(/\/enrollment$/);
});
