import { classTitle } from '@coop/contract';
import { expect, test, type Page } from './support/test';
import { violations } from './support/axe';
import { collectBrowserErrors } from './support/browser-errors';
import { ADMIN_ACCOUNT } from './support/credentials';
import { classLabel, fillForStudent } from './support/enrollment-form';
import { catalog, uniqueText } from './support/form-submissions';
import { areaTabPath, memberArea } from './support/dashboard-tabs';
import { uniqueIdentity, signIn } from './support/members';

// Six on August 18, 2026, when the school year starts: Math (Grade 1) fits; Condor Ascent (14 to 18) does not, and
// Math (Grades 2–3) meets at Math (Grade 1)'s hours.
const birthday = '08/18/2020';
const title = (key: string) => classTitle(catalog.classes.find((item) => item.key === key)!);
/** The sentences speak of the year's first day as past or to come, by the clock the product runs on. */
const wasOrWillBe = () => (new Date() >= new Date('2026-08-18T05:00:00Z') ? 'was' : 'will be');

const box = (page: Page, key: string) =>
  page.getByRole('main').getByRole('checkbox', { name: classLabel(key), exact: true });
const submit = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Submit Enrollment' });

const fillStudent = (page: Page, parent: { name: string; email: string }, student: string) =>
  fillForStudent(page, parent, student, { birthday, age: 6 });

test('a parent sees why classes are refused, fixes the choice and is enrolled; the office lets a refused child in', async ({
  page,
  browser,
}) => {
  test.slow();
  // The collector's 422 is the answer under test, not a failure.
  const errors = collectBrowserErrors(page, { ignoreFailedRequests: true });
  const parent = uniqueIdentity('Parent');
  const student = uniqueText('Sam');
  const condor = `${title('condor_assent')} is for students aged 14 to 18 when the term starts; ${student} ${wasOrWillBe()} 6 on August 18, 2026.`;

  // An ineligible class and a clashing pair: the sentences stand beside the classes, the first one has the cursor.
  await fillStudent(page, parent, student);
  for (const key of ['math_1st', 'math_2nd_3rd', 'condor_assent']) await box(page, key).check();
  await submit(page).click();
  await expect(box(page, 'condor_assent')).toHaveAccessibleDescription(new RegExp(escape(condor)));
  await expect(box(page, 'math_1st')).toHaveAccessibleDescription(
    new RegExp(
      escape(
        `${title('math_1st')} meets Tue & Thu 9:30–10:30 AM, at the same time as ${title('math_2nd_3rd')} on Tue & Thu 9:00–10:00 AM.`,
      ),
    ),
  );
  await expect(box(page, 'math_2nd_3rd')).toHaveAttribute('aria-invalid', 'true');
  await expect(box(page, 'math_1st')).toBeFocused();
  expect(await violations(page)).toEqual([]);

  // Fixed: only Math (Grade 1), and the family is enrolled.
  await box(page, 'math_2nd_3rd').uncheck();
  await box(page, 'condor_assent').uncheck();
  await expect(page.getByRole('main').getByText(condor)).toHaveCount(0);
  await submit(page).click();
  await expect(page).toHaveURL(/\/enrollment\/thank-you$/);
  await expect(page.getByRole('list', { name: 'Your Classes' })).toContainText(
    `Held: a seat is kept for ${student} until your deposit is received.`,
  );

  // Condor Ascent again: held back once, then sent, and the server refuses it with the same sentence.
  await fillStudent(page, parent, student);
  await box(page, 'condor_assent').check();
  await submit(page).click();
  await expect(box(page, 'condor_assent')).toHaveAccessibleDescription(new RegExp(escape(condor)));
  await submit(page).click();
  await expect(box(page, 'condor_assent')).toBeFocused();
  await expect(box(page, 'condor_assent')).toHaveAccessibleDescription(new RegExp(escape(condor)));
  await expect(page).toHaveURL(/\/enrollment$/);

  // The office finds the child, and allows the class with a reason, by keyboard.
  const office = await (await browser.newContext()).newPage();
  await signIn(office, ADMIN_ACCOUNT, areaTabPath(memberArea('Office'), 'Enrollments'));
  await office.getByLabel('Search rosters by student or parent').fill(student);
  await office.getByLabel('Search rosters by student or parent').press('Enter');
  await office.getByRole('button', { name: `Allow a class despite a rule for ${student}` }).click();
  const dialog = office.getByRole('dialog', { name: `Allow a class for ${student}` });
  await expect(dialog.getByLabel('Class')).toBeFocused();
  await dialog.getByRole('button', { name: 'Allow the class' }).click();
  await expect(dialog.getByText('Please choose a class.')).toBeVisible();
  await expect(dialog.getByLabel('Class')).toBeFocused();
  await dialog.getByLabel('Class').selectOption({ label: title('condor_assent') });
  await office.keyboard.press('Tab');
  await office.keyboard.type('Fluent in Spanish; joins her older sister');
  expect(await violations(office)).toEqual([]);
  await dialog.getByRole('button', { name: 'Allow the class' }).click();
  await expect(dialog).toBeHidden();
  await expect(office.getByText(`${student} may now enroll in ${title('condor_assent')}`)).toBeVisible();

  // The family sends the same choice again: the office's word lets the child in.
  await fillStudent(page, parent, student);
  await box(page, 'condor_assent').check();
  await submit(page).click();
  await submit(page).click();
  await expect(page).toHaveURL(/\/enrollment\/thank-you$/);
  await expect(page.getByRole('list', { name: 'Your Classes' })).toContainText(title('condor_assent'));

  // The roster's history says who allowed it and why.
  await office.reload();
  const row = office.getByRole('row').filter({ hasText: title('condor_assent') });
  await row.locator('summary').click();
  await expect(row).toContainText("Allowed despite the class's rules by");
  await expect(row).toContainText('Fluent in Spanish; joins her older sister');
  expect(errors).toEqual([]);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
