import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { wcagViolations } from './support/axe';
import { collectBrowserErrors } from './support/browser-errors';
import { classLabel, fillForStudent } from './support/enrollment-form';
import { uniqueText } from './support/form-submissions';
import { adminToken, bearer, createMember, uniqueIdentity, signIn } from './support/members';
import { ADMIN_ACCOUNT } from './support/credentials';

// A season rolled over on a phone: the office starts Fall 2027 as a copy of the school year and opens it to
// returning families first; a family enrolled this year re-enrolls its child from My family in one step, with
// nothing typed again, while a new family's form is refused with the date it may come back.

test.use({ viewport: { width: 390, height: 844 } });

const catalogKey = 'catalog.json';

async function graphql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/graphql', {
    headers: bearer(await adminToken(request)),
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  if (body.errors) throw new Error(body.errors[0].message);
  return body.data!;
}

/** The catalog's revision now, to put it back once the spec is done: the other specs know one term. */
async function catalogRevision(request: APIRequestContext): Promise<number> {
  const data = await graphql(
    request,
    `
      query ($key: String!) {
        contentDocument(key: $key) {
          revision
        }
      }
    `,
    {
      key: catalogKey,
    },
  );
  return (data.contentDocument as { revision: number }).revision;
}

/** "2027-03-01T09:00" in the co-op's time zone, `days` from now. */
function coopMoment(days: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(Date.now() + days * 86_400_000))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The enrollment form filled for a first-grader (born in March 2020), no class chosen yet. */
const fillForFirstGrader = (page: Page, parent: { name: string; email: string }, student: string) =>
  fillForStudent(page, parent, student, { birthday: '03/14/2020', age: 6 });

let revisionBefore: number;

test.beforeAll(async ({ request }) => {
  revisionBefore = await catalogRevision(request);
});

test.afterAll(async ({ request }) => {
  await graphql(
    request,
    `
      mutation ($key: String!, $revision: Int!) {
        restoreContentVersion(key: $key, revision: $revision) {
          revision
        }
      }
    `,
    { key: catalogKey, revision: revisionBefore },
  );
});

test('the office rolls the year over into Fall 2027, a returning family re-enrolls first, a new one must wait', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const errors = collectBrowserErrors(page);

  // A family enrolled this year, in Reading (Grade 1), through the form.
  const parent = uniqueIdentity('Hazel');
  const child = uniqueText('Ivy');
  await fillForFirstGrader(page, parent, child);
  await page
    .getByRole('main')
    .getByRole('checkbox', { name: classLabel('reading_1st'), exact: true })
    .check();
  await page.getByRole('main').getByRole('button', { name: 'Submit Enrollment' }).click();
  await expect(page).toHaveURL(/\/enrollment\/thank-you$/);
  const hazel = await createMember(request, 'parent', parent);

  // The office starts Fall 2027 from the school year, on a phone.
  await signIn(page, ADMIN_ACCOUNT, '/secure/office/terms');
  const main = page.getByRole('main').getByRole('region', { name: 'Terms' });
  const start = main.getByRole('group', { name: 'Start the next term' });
  await start.getByLabel('Name of the new term').fill('Fall 2027');
  await start.getByLabel('First day').fill('2027-08-17');
  await start.getByRole('button', { name: 'Start the term' }).click();
  await expect(main.getByRole('status')).toHaveText(
    'Fall 2027 was added. Check its classes in Enrollments, then open its registration.',
  );
  const fall = main.getByRole('region', { name: 'Fall 2027' });
  await expect(fall).toContainText('August 17, 2027 to May 12, 2028 · 33 classes');
  await expect(fall).toContainText('Registration for Fall 2027 is not open yet.');

  // Open to returning families since yesterday, to everyone in two weeks.
  const dates = fall.getByRole('form', { name: 'Registration dates of Fall 2027' });
  await dates.getByLabel('Opens to returning families').fill(coopMoment(-1));
  await dates.getByLabel('Opens to everyone').fill(coopMoment(14));
  await dates.getByRole('button', { name: 'Save registration dates' }).click();
  await expect(main.getByRole('status')).toHaveText('Registration dates of Fall 2027 saved.');
  await expect(fall).toContainText('Registration for Fall 2027 is open to returning families now');
  expect(await wcagViolations(page, 'main')).toEqual([]);

  // The returning family, on their phone: My family proposes the next level, already ticked; one tap enrolls.
  const familyPhone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const family = await familyPhone.newPage();
  await signIn(family, hazel, '/secure/family');
  const enroll = family.getByRole('main').getByRole('form', { name: 'Fall 2027' });
  const student = enroll.getByRole('group', { name: child });
  const nextLevel = student.getByRole('checkbox', { name: 'Reading (Grade 2) (next level)' });
  await expect(nextLevel).toBeChecked();
  await expect(student.getByRole('checkbox', { name: 'Reading (Grade 1)', exact: true })).not.toBeChecked();
  await enroll.getByRole('button', { name: 'Enroll' }).click();
  await expect(enroll.getByRole('status')).toHaveText('Reading (Grade 2): seat held');
  await expect(enroll.getByRole('listitem').filter({ hasText: child })).toContainText('Reading (Grade 2): seat held');
  await expect(student).toContainText('Already enrolled: Reading (Grade 2) (held)');
  expect(await wcagViolations(family, 'main')).toEqual([]);
  await familyPhone.close();

  // A family new to the co-op sees Fall 2027 on the form, is told when it opens to them, and is refused. The pages
  // are drawn again with the new catalog a moment after it is saved; a first visit on a phone of their own then has it.
  await expect.poll(async () => (await request.get('/enrollment')).text(), { timeout: 30_000 }).toContain('Fall 2027');
  const visitorPhone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorPhone.newPage();
  const visitorErrors = collectBrowserErrors(visitor, { ignoreFailedRequests: true });
  await fillForFirstGrader(visitor, uniqueIdentity('Otto'), uniqueText('Pip'));
  const form = visitor.getByRole('main');
  const fallOnForm = form.getByRole('group', { name: 'Fall 2027' });
  await expect(fallOnForm).toContainText('Registration for Fall 2027 is open to returning families now');
  const reading2 = fallOnForm.getByRole('checkbox', { name: classLabel('reading_2nd'), exact: true });
  await reading2.check();
  await form.getByRole('button', { name: 'Submit Enrollment' }).click();
  await expect(reading2).toHaveAccessibleDescription(
    /Reading \(Grade 2\): Registration for Fall 2027 is open to returning families now, and opens to everyone on /,
  );
  await expect(visitor).toHaveURL(/\/enrollment$/);
  expect(visitorErrors).toEqual([]);
  await visitorPhone.close();
  expect(errors).toEqual([]);
});
