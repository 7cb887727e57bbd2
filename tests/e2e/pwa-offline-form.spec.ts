import { expect, test, type Page } from '@playwright/test';
import { catalog, formSubmissions, uniqueText } from './support/form-submissions';
import { openControlled } from './support/service-worker';

async function fillEnrollment(page: Page, studentName: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Parent/Guardian Name').fill('Ana Parent');
  await main.getByLabel('Parent Email').fill('ana.parent@example.test');
  await main.getByLabel('Parent Phone').fill('(479) 555-0101');
  await main.getByLabel('Student Name').fill(studentName);
  await main.getByLabel('Student Age').fill('7');
  await main.getByLabel('Student Birthday').fill('03/14/2019');
  await main.getByLabel('Student Allergies').fill('None');
  await main.getByRole('group', { name: 'Elementary' }).getByLabel(catalog.classes.find((c) => c.key === 'reading_1st')!.label).check();
  await main.getByRole('checkbox', { name: /I understand that a deposit is required/ }).check();
}

test('an enrollment sent offline is kept, delivered once the connection returns, and stored exactly once', async ({ page, context, request }) => {
  const student = uniqueText('Offline Leo');
  const storedFor = async () => (await formSubmissions(request, 'enrollment')).filter((each) => each.fields.student_name === student);

  await openControlled(page, '/enrollment');
  await fillEnrollment(page, student);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Submit Enrollment' }).click();

  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText(
    'You are offline. Your form is saved on this device and will be sent when you are back online.',
  );
  await expect(page).toHaveURL(/\/enrollment$/);
  expect(await storedFor()).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Your saved form has been sent.' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await storedFor()).length).toBe(1);

  // Another load (the worker replays its queue then too) sends nothing twice.
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(await storedFor()).toHaveLength(1);
  const queued = await page.evaluate(async () => {
    const databases = await indexedDB.databases();
    if (!databases.some((db) => db.name === 'workbox-background-sync')) return 0;
    const db = await new Promise<IDBDatabase>((resolve) => {
      const open = indexedDB.open('workbox-background-sync');
      open.onsuccess = () => resolve(open.result);
    });
    const count = db.transaction('requests').objectStore('requests').count();
    return new Promise<number>((resolve) => (count.onsuccess = () => resolve(count.result)));
  });
  expect(queued).toBe(0);
});
