import { expect, test } from './support/test';
import { fillEnrollment } from './support/enrollment-form';
import { formSubmissions, uniqueText } from './support/form-submissions';
import { openControlled } from './support/service-worker';

test('an enrollment sent offline is kept, delivered once the connection returns, and stored exactly once', async ({
  page,
  context,
  request,
}) => {
  const student = uniqueText('Offline Leo');
  const storedFor = async () =>
    (await formSubmissions(request, 'enrollment')).filter((each) => each.fields.student_name === student);

  await openControlled(page, '/enrollment');
  await fillEnrollment(page, student);
  await page
    .getByRole('main')
    .getByRole('checkbox', { name: /I understand that a deposit is required/ })
    .check();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Submit Enrollment' }).click();

  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText(
    'You are offline. Your form is saved on this device and will be sent when you are back online.',
  );
  await expect(page).toHaveURL(/\/enrollment$/);
  expect(await storedFor()).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Your saved form has been sent.' })).toBeVisible({
    timeout: 15_000,
  });
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
