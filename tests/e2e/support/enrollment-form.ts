import { expect, type Page } from '@playwright/test';
import { catalog } from './form-submissions';

/** A class's checkbox label on the enrollment form, as the catalogue words it. */
export const classLabel = (key: string) => catalog.classes.find((item) => item.key === key)!.label;

/**
 * Fills the Class Enrollment Form as a parent would, by its labels (the form's own words, restated here on
 * purpose), and chooses one Elementary class.
 */
export async function fillEnrollment(page: Page, studentName: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Parent/Guardian Name').fill('Ana Parent');
  await main.getByLabel('Parent Email').fill('ana.parent@example.test');
  await main.getByLabel('Parent Phone').fill('(479) 555-0101');
  await main.getByLabel('Student Name').fill(studentName);
  await main.getByLabel('Student Age').fill('7');
  await main.getByLabel('Student Birthday').fill('03/14/2019');
  await main.getByLabel('Student Allergies').fill('None');
  await main.getByRole('group', { name: 'Elementary' }).getByLabel(classLabel('reading_1st')).check();
}

/**
 * A parent sends the form on the page for one high-school student (15, so eligible for any class of grades 9–12)
 * in one class, and lands on the thank-you page.
 */
export async function enrollOnPage(
  page: Page,
  enrollment: { parent: { name: string; email: string }; student: string; classKey: string; allergies?: string },
) {
  await page.goto('/enrollment');
  const main = page.getByRole('main');
  await main.getByLabel('Parent/Guardian Name').fill(enrollment.parent.name);
  await main.getByLabel('Parent Email').fill(enrollment.parent.email);
  await main.getByLabel('Parent Phone').fill('(479) 555-0142');
  await main.getByLabel('Student Name').fill(enrollment.student);
  await main.getByLabel('Student Age').fill('15');
  await main.getByLabel('Student Birthday').fill('05/02/2011');
  await main.getByLabel('Student Allergies').fill(enrollment.allergies ?? 'None');
  await main.getByRole('checkbox', { name: classLabel(enrollment.classKey), exact: true }).check();
  await main.getByRole('checkbox', { name: /I understand that a deposit is required/ }).check();
  await main.getByRole('button', { name: 'Submit Enrollment' }).click();
  await expect(page).toHaveURL(/\/enrollment\/thank-you$/);
}

/**
 * The form filled for one young student of the given birthday (MM/DD/YYYY) and age, acknowledgment ticked, no class
 * chosen yet: the test chooses them.
 */
export async function fillForStudent(
  page: Page,
  parent: { name: string; email: string },
  student: string,
  { birthday, age }: { birthday: string; age: number },
) {
  await page.goto('/enrollment');
  const main = page.getByRole('main');
  await main.getByLabel('Parent/Guardian Name').fill(parent.name);
  await main.getByLabel('Parent Email').fill(parent.email);
  await main.getByLabel('Parent Phone').fill('(479) 555-0177');
  await main.getByLabel('Student Name').fill(student);
  await main.getByLabel('Student Age').fill(String(age));
  await main.getByLabel('Student Birthday').fill(birthday);
  await main.getByLabel('Student Allergies').fill('None');
  await main.getByRole('checkbox', { name: /I understand that a deposit is required/ }).check();
}
