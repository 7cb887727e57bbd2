import { honeypotField } from '@coop/contract';
import { expect, test, type Page } from './support/test';
import { collectBrowserErrors } from './support/browser-errors';
import { formSubmissions, uniqueText } from './support/form-submissions';

const classRequest = (page: Page) => page.getByRole('region', { name: 'Suggest a New Class' });
const teacherApplication = (page: Page) => page.getByRole('region', { name: 'Join Our Teaching Team' });

/** Opens the home page and fills in Suggest a New Class; resolves with its section. */
async function fillClassRequest(page: Page, { name, email, idea }: { name: string; email: string; idea: string }) {
  await page.goto('/');
  const section = classRequest(page);
  await section.getByLabel('Name', { exact: true }).fill(name);
  await section.getByLabel('Email', { exact: true }).fill(email);
  await section.getByLabel('Your class idea').fill(idea);
  return section;
}

async function expectThankYouPage(page: Page) {
  await expect(page).toHaveURL(/\/thank-you$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
  await expect(main.getByText('Your message has been sent.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Suggest a New Class posts as a plain form and lands on the thank-you page', async ({ page, request }) => {
    const idea = uniqueText('Astronomy for grades 5-8');
    const section = await fillClassRequest(page, { name: 'Kim Suggester', email: 'kim@example.test', idea });
    await section.getByRole('button', { name: 'Send Suggestion' }).click();
    await expectThankYouPage(page);

    const stored = (await formSubmissions(request, 'class_request')).find(
      (submission) => submission.fields.class_idea === idea,
    );
    expect(stored?.fields).toEqual({ name: 'Kim Suggester', email: 'kim@example.test', class_idea: idea });
  });
});

test('Join Our Teaching Team posts as a plain form and lands on the thank-you page', async ({ page, request }) => {
  const errors = collectBrowserErrors(page);
  const bio = uniqueText('Retired chemist, ten years of tutoring');
  await page.goto('/');
  const section = teacherApplication(page);
  await section.getByLabel('Name', { exact: true }).fill('Pat Teacher');
  await section.getByLabel('Email', { exact: true }).fill('pat@example.test');
  await section.getByLabel('Phone (optional)').fill('(479) 555-0199');
  await section.getByLabel('Subject you would like to teach').fill('Chemistry');
  await section.getByLabel('Short bio').fill(bio);
  await section.getByRole('button', { name: 'Send Application' }).click();
  await expectThankYouPage(page);

  const stored = (await formSubmissions(request, 'teacher_application')).find(
    (submission) => submission.fields.bio === bio,
  );
  expect(stored?.fields).toEqual({
    name: 'Pat Teacher',
    email: 'pat@example.test',
    phone: '(479) 555-0199',
    subject: 'Chemistry',
    bio,
  });
  expect(errors).toEqual([]);
});

test('each form marks what it requires, and an empty form is not sent', async ({ page }) => {
  await page.goto('/');
  const requirements: Array<[ReturnType<typeof classRequest>, string[], string[]]> = [
    [classRequest(page), ['Name', 'Email', 'Your class idea'], ['Phone (optional)']],
    [teacherApplication(page), ['Name', 'Email', 'Subject you would like to teach', 'Short bio'], ['Phone (optional)']],
  ];
  for (const [section, required, optional] of requirements) {
    for (const label of required)
      await expect(section.getByLabel(label, { exact: true })).toHaveAttribute('required', '');
    for (const label of optional)
      await expect(section.getByLabel(label, { exact: true })).not.toHaveAttribute('required');
    await expect(section.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
    await expect(section.getByLabel('Phone (optional)')).toHaveAttribute('type', 'tel');
    await expect(section.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
  }
  await classRequest(page).getByRole('button', { name: 'Send Suggestion' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(
    await classRequest(page)
      .getByLabel('Name', { exact: true })
      .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
  ).toBe(true);
});

test('a filled honeypot lands on the thank-you page but nothing is kept', async ({ page, request }) => {
  const idea = uniqueText('Spam idea');
  const section = await fillClassRequest(page, { name: 'Robot', email: 'robot@example.test', idea });
  await section.locator(`input[name="${honeypotField}"]`).fill('http://spam.example');
  await section.getByRole('button', { name: 'Send Suggestion' }).click();
  await expectThankYouPage(page);
  expect(
    (await formSubmissions(request, 'class_request')).some((submission) => submission.fields.class_idea === idea),
  ).toBe(false);
});
