import type { Page } from '@playwright/test';
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
