import { honeypotField } from '@coop/contract';
import { expect, test, type Page, type Route } from './support/test';
import { collectBrowserErrors } from './support/browser-errors';
import { classLabel, fillEnrollment } from './support/enrollment-form';
import { catalog, formSubmissions, uniqueText } from './support/form-submissions';
import { site } from './support/site-content';

const failureAlert = 'There was an error submitting your enrollment. Please try again or contact us directly.';

const form = (page: Page) => page.getByRole('main');

async function fillValidEnrollment(page: Page, studentName: string) {
  await fillEnrollment(page, studentName);
  await form(page).getByRole('group', { name: 'Spanish Bites' }).getByLabel(classLabel('parakeet_nest')).check();
}

const submit = (page: Page) => form(page).getByRole('button', { name: 'Submit Enrollment' });
const acknowledgment = (page: Page) =>
  form(page).getByRole('checkbox', { name: /I understand that a deposit is required/ });

test('the form has every field, every class by group, and submit waits for the acknowledgment', async ({ page }) => {
  const errors = collectBrowserErrors(page);
  await page.goto('/enrollment');
  const main = form(page);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Class Enrollment Form');
  const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByText('Enrollment')).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(/Class Enrollment Form/);

  for (const [label, type] of [
    ['Parent/Guardian Name', 'text'],
    ['Parent Email', 'email'],
    ['Parent Phone', 'tel'],
    ['Student Name', 'text'],
    ['Student Age', 'number'],
    ['Student Birthday', 'text'],
    ['Student Allergies', 'text'],
  ]) {
    await expect(main.getByLabel(label)).toHaveAttribute('type', type);
  }
  await expect(main.getByLabel('Student Birthday')).toHaveAttribute('placeholder', 'MM/DD/YYYY');
  await expect(main.getByText('Write None if none.')).toBeVisible();

  for (const group of catalog.groups) {
    const fieldset = main.getByRole('group', { name: group.title, exact: true });
    const classes = catalog.classes.filter((item) => item.group === group.key);
    await expect(fieldset.getByRole('checkbox')).toHaveCount(classes.length);
    for (const item of classes)
      await expect(fieldset.getByRole('checkbox', { name: item.label, exact: true })).not.toBeChecked();
  }
  expect(catalog.groups.map((group) => catalog.classes.filter((c) => c.group === group.key).length)).toEqual([
    11, 6, 12, 4,
  ]);

  await expect(submit(page)).toBeDisabled();
  await acknowledgment(page).check();
  await expect(submit(page)).toBeEnabled();
  await acknowledgment(page).uncheck();
  await expect(submit(page)).toBeDisabled();
  // The honeypot is for robots only: no one using a screen reader meets it.
  await expect(main.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('refused fields get their message beside them and the first one takes the focus', async ({ page }) => {
  await page.goto('/enrollment');
  const main = form(page);
  await acknowledgment(page).check();
  await submit(page).click();

  const name = main.getByLabel('Parent/Guardian Name');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription("Please enter the parent or guardian's name");
  for (const message of [
    "Please enter the parent's email address",
    'Please enter a phone number',
    "Please enter the student's name",
    "Please enter the student's age",
    "Please enter the student's birthday",
    'Please list any allergies, or write None',
  ]) {
    await expect(main.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page).toHaveURL(/\/enrollment$/);

  await fillValidEnrollment(page, uniqueText('Leo'));
  await main.getByLabel('Parent Email').fill('ana@');
  await main.getByLabel('Student Birthday').fill('2019-03-14');
  await expect(main.getByText('Please enter a valid email address')).toBeVisible();
  await expect(main.getByText('Please enter the birthday as MM/DD/YYYY')).toBeVisible();
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await submit(page).click();
  await expect(main.getByLabel('Parent Email')).toBeFocused();

  await main.getByLabel('Parent Email').fill('ana.parent@example.test');
  await main.getByLabel('Student Birthday').fill('03/14/2019');
  await expect(main.getByText('Please enter a valid email address')).toHaveCount(0);
  await expect(main.getByText('Please enter the birthday as MM/DD/YYYY')).toHaveCount(0);
});

test('a complete enrollment reaches the thank-you page and the administrators', async ({ page, request }) => {
  const errors = collectBrowserErrors(page);
  const student = uniqueText('Leo');
  await page.goto('/enrollment');
  await fillValidEnrollment(page, student);
  await acknowledgment(page).check();
  await submit(page).click();

  await expect(page).toHaveURL(/\/enrollment\/thank-you$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Thank You for Enrolling!');
  const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveCount(3);
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', { name: 'Enrollment' })).toHaveAttribute('href', '/enrollment');
  await expect(crumbs.getByText('Thank You')).toHaveAttribute('aria-current', 'page');

  const next = main.getByRole('heading', { name: 'What Happens Next' });
  await expect(next).toBeVisible();
  const nextItems = main.getByRole('list').filter({ hasText: 'confirmation e-mail' }).getByRole('listitem');
  await expect(nextItems).toHaveCount(4);
  await expect(nextItems.nth(0)).toContainText('within a minute');
  await expect(nextItems.nth(1)).toContainText('review');
  await expect(nextItems.nth(2)).toContainText('deposit is required for each class');
  await expect(nextItems.nth(3)).toContainText('welcome materials before classes begin');

  await expect(main.getByRole('heading', { name: 'Important Reminders' })).toBeVisible();
  const reminders = main.getByRole('list').filter({ hasText: 'prerequisites' }).getByRole('listitem');
  await expect(reminders).toHaveCount(3);
  await expect(reminders.nth(0)).toContainText('grade level and prerequisites');
  await expect(reminders.nth(1)).toContainText('Catalyst or Academic Advantage');
  await expect(reminders.nth(2)).toContainText('contact us immediately');

  await expect(main.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Enroll Another Student' })).toHaveAttribute('href', '/enrollment');
  await expect(main.getByRole('link', { name: site.contact.email })).toHaveAttribute(
    'href',
    `mailto:${site.contact.email}`,
  );

  const stored = (await formSubmissions(request, 'enrollment')).find(
    (submission) => submission.fields.student_name === student,
  );
  expect(stored?.fields).toEqual({
    parent_name: 'Ana Parent',
    parent_email: 'ana.parent@example.test',
    parent_phone: '(479) 555-0101',
    student_name: student,
    student_age: '7',
    student_birthday: '03/14/2019',
    student_allergies: 'None',
    reading_1st: 'Yes',
    parakeet_nest: 'Yes',
    acknowledgment: 'Yes',
  });
  expect(errors).toEqual([]);

  await main.getByRole('link', { name: 'Enroll Another Student' }).click();
  await expect(page).toHaveURL(/\/enrollment$/);
  await expect(page.getByLabel('Student Name')).toHaveValue('');
});

test('what a parent fills in before the scripts arrive is kept and sent', async ({ page, request }) => {
  const errors = collectBrowserErrors(page);
  const student = uniqueText('Ivy');
  // A slow phone: the pre-rendered form is on screen while its scripts are still on the way.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/enrollment', { waitUntil: 'commit' });
  await fillValidEnrollment(page, student);
  await acknowledgment(page).check();
  // Until the app runs the form is a plain one, and its submit would post it as such.
  await expect(submit(page)).toBeEnabled();

  release();
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await expect(submit(page)).toBeEnabled();
  await expect(form(page).getByLabel('Student Name')).toHaveValue(student);
  await submit(page).click();
  await expect(page).toHaveURL(/\/enrollment\/thank-you$/);
  const stored = (await formSubmissions(request, 'enrollment')).find(
    (submission) => submission.fields.student_name === student,
  );
  expect(stored?.fields).toMatchObject({ parent_email: 'ana.parent@example.test', parakeet_nest: 'Yes' });
  expect(errors).toEqual([]);
});

// Besides holding the scripts back above, the one place a request is intercepted: to make the network fail,
// which our server never does on demand.
// Without the service worker, whose offline queue would otherwise answer for the network (and which
// page.route cannot see through): this is the page's own handling of a failed answer.
test.describe('when the answer fails', () => {
  test.use({ serviceWorkers: 'block' });
  for (const [what, fail] of [
    [
      'a server error',
      (route: Route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"ok":false}' }),
    ],
    ['a network failure', (route: Route) => route.abort('internetdisconnected')],
  ] as const) {
    test(`on ${what} the form alerts and keeps everything typed`, async ({ page, request }) => {
      const student = uniqueText('Mia');
      await page.goto('/enrollment');
      await page.route('**/forms/enrollment', fail);
      await fillValidEnrollment(page, student);
      await acknowledgment(page).check();
      // Answered from the listener: the alert blocks the page until someone closes it.
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.accept();
      });
      await submit(page).click();
      await expect.poll(() => dialogs).toEqual([`alert: ${failureAlert}`]);

      await expect(page).toHaveURL(/\/enrollment$/);
      const main = form(page);
      await expect(main.getByLabel('Student Name')).toHaveValue(student);
      await expect(main.getByLabel('Parent Email')).toHaveValue('ana.parent@example.test');
      await expect(
        main.getByRole('group', { name: 'Elementary' }).getByRole('checkbox', { checked: true }),
      ).toHaveCount(1);
      await expect(acknowledgment(page)).toBeChecked();
      await expect(submit(page)).toBeEnabled();

      // Once the network is back, the same form goes through.
      await page.unroute('**/forms/enrollment');
      await submit(page).click();
      await expect(page).toHaveURL(/\/enrollment\/thank-you$/);
      expect(
        (await formSubmissions(request, 'enrollment')).some((submission) => submission.fields.student_name === student),
      ).toBe(true);
    });
  }
});

test('a filled honeypot looks like a success but nothing is kept', async ({ page, request }) => {
  const student = uniqueText('Bot');
  await page.goto('/enrollment');
  await fillValidEnrollment(page, student);
  await form(page).locator(`input[name="${honeypotField}"]`).fill('http://spam.example');
  await acknowledgment(page).check();
  await submit(page).click();
  await expect(page).toHaveURL(/\/enrollment\/thank-you$/);
  expect(
    (await formSubmissions(request, 'enrollment')).some((submission) => submission.fields.student_name === student),
  ).toBe(false);
});
