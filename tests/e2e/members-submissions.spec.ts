import { readFile } from 'node:fs/promises';
import { nextField, replyToField } from '@coop/contract';
import { expect, test } from '@playwright/test';
import { collectBrowserErrors } from './support/browser-errors';
import { logIn, openTab, signedInAs, uniqueIdentity } from './support/members';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/credentials';
import { catalog } from './support/form-submissions';

/** A class the form can choose: its key is what the form posts, its subject what people read. */
function catalogClass(key: string) {
  const found = catalog.classes.find((item) => item.key === key);
  if (!found) throw new Error(`content/catalog.json has no class ${key}`);
  return { key, subject: found.subject };
}

test.describe('Submissions (administrators)', () => {
  test('lists what the public forms collected, newest first, as text, and downloads each form as CSV', async ({
    page,
    request,
  }) => {
    const errors = collectBrowserErrors(page, { ignoreFailedRequests: true });
    const student = uniqueIdentity('Student').name;
    const chosen = [catalogClass('math_2nd_3rd'), catalogClass('parakeet_nest')];
    const enrolled = await request.post('/forms/enrollment', {
      headers: { Accept: 'application/json' },
      multipart: {
        parent_name: 'Ana Parent',
        [replyToField]: 'ana@example.test',
        parent_phone: '(479) 555-0101',
        student_name: student,
        student_age: '7',
        student_birthday: '03/14/2019',
        student_allergies: 'None',
        ...Object.fromEntries(chosen.map((item) => [item.key, 'Yes'])),
        acknowledgment: 'Yes',
      },
    });
    expect(enrolled.status()).toBe(200);

    const older = uniqueIdentity('Older idea').name;
    const newer = `<b>Robotics</b> ${uniqueIdentity('Newer idea').name}`;
    for (const idea of [older, newer]) {
      const sent = await request.post('/forms/class-request', {
        form: { name: 'Sam Suggester', email: 'sam@example.test', class_idea: idea, [nextField]: '/' },
        maxRedirects: 0,
      });
      expect(sent.status()).toBe(303);
    }

    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await openTab(page, 'Submissions');
    const forms = page.getByRole('tablist', { name: 'Forms' });
    await expect(forms.getByRole('tab', { name: /^Enrollments \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
    const firstEnrollment = page.getByRole('listitem').filter({ hasText: student });
    await expect(firstEnrollment).toContainText('Parent name');
    await expect(firstEnrollment).toContainText('Ana Parent');
    // A chosen class reads as the catalog names it ("Math (Grades 2–3)"), never as its key.
    for (const item of chosen) {
      await expect(firstEnrollment.getByRole('term').filter({ hasText: `${item.subject} (` })).toHaveCount(1);
      await expect(
        firstEnrollment.getByRole('term').filter({ hasText: new RegExp(`^${item.key.replace(/_/g, ' ')}$`, 'i') }),
      ).toHaveCount(0);
    }

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Enrollments as CSV' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('enrollment-submissions.csv');
    const enrollmentsCsv = await readFile(await saved.path(), 'utf8');
    expect(enrollmentsCsv).toContain(student);
    const header = enrollmentsCsv.split('\r\n')[0];
    for (const item of chosen) {
      expect(header).toContain(`${item.subject} (`);
      expect(header).not.toContain(item.key);
    }

    await forms.getByRole('tab', { name: /^Class Suggestions \(\d+\)$/ }).click();
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
    await expect(page.getByRole('tab', { name: 'Submissions' })).toHaveCount(0);
    await page.goto('/secure/dashboard?tab=submissions');
    await expect(page.getByText("You don't have permission to access this page. Required role: admin")).toBeVisible();
  });
});
