import type { ClassSeatsReply } from '@coop/contract';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { violations } from './support/axe';
import { collectBrowserErrors } from './support/browser-errors';
import { classLabel, fillEnrollment } from './support/enrollment-form';
import { catalog, uniqueText } from './support/form-submissions';
import { adminToken, bearer } from './support/members';
import { openControlled } from './support/service-worker';

// Classes no other test enrolls in: each test sets their seats before it looks.
const roomy = 'geometry_10th_12th';
const full = 'chemistry_9th_12th';
const lastSeat = 'language_arts_2nd';

async function setClassSeats(request: APIRequestContext, classKey: string, seats: number) {
  const response = await request.post('/graphql', {
    headers: bearer(await adminToken(request)),
    data: {
      query:
        'mutation ($classKey: String!, $seats: Int!) { setClassSeats(classKey: $classKey, seats: $seats) { seats } }',
      variables: { classKey, seats },
    },
  });
  const body = (await response.json()) as { errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
}

const classBox = (page: Page, key: string) =>
  page.getByRole('main').getByRole('checkbox', { name: classLabel(key), exact: true });
const seatsTime = (page: Page) => page.getByRole('main').getByRole('status');

/** From the Classes heading down to the acknowledgment below the class list: the list's height, as laid out. */
async function classListHeight(page: Page): Promise<number> {
  const main = page.getByRole('main');
  const top = await main.getByRole('heading', { name: 'Classes', exact: true }).boundingBox();
  const below = await main.getByRole('checkbox', { name: /I understand that a deposit is required/ }).boundingBox();
  return below!.y - top!.y;
}

test('each class says its seats left, a full class says the student joins the waitlist, without moving the page', async ({
  page,
  request,
  browser,
}) => {
  const errors = collectBrowserErrors(page);
  await setClassSeats(request, roomy, 3);
  await setClassSeats(request, full, 0);
  await page.goto('/enrollment');

  await expect(classBox(page, roomy)).toHaveAccessibleDescription('3 seats left');
  await expect(classBox(page, full)).toHaveAccessibleDescription('Full — you will join the waitlist');
  await expect(page.getByRole('main').getByText('3 seats left', { exact: true })).toBeVisible();
  // Read live: no time line.
  await expect(seatsTime(page)).toHaveText('');
  // The pre-rendered page, as it is before its scripts run, keeps a line free for each class's seats; on a phone
  // too, where the longest text still fits its line.
  for (const viewport of [page.viewportSize()!, { width: 360, height: 740 }]) {
    await page.setViewportSize(viewport);
    const bare = await browser.newContext({ javaScriptEnabled: false, viewport });
    const prerendered = await bare.newPage();
    await prerendered.goto('/enrollment');
    // Within a pixel: the lines of text round their heights a little differently from the empty lines.
    expect(Math.abs((await classListHeight(page)) - (await classListHeight(prerendered)))).toBeLessThan(1);
    await bare.close();
  }
  expect(await violations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

async function enroll(page: Page, student: string) {
  await page.goto('/enrollment');
  await fillEnrollment(page, student);
  const main = page.getByRole('main');
  // Only the class under test, whose seats this test knows.
  await main.getByRole('group', { name: 'Elementary' }).getByLabel(classLabel('reading_1st')).uncheck();
  await classBox(page, lastSeat).check();
  await main.getByRole('checkbox', { name: /I understand that a deposit is required/ }).check();
  await main.getByRole('button', { name: 'Submit Enrollment' }).click();
  await expect(page).toHaveURL(/\/enrollment\/thank-you$/);
}

test('two students for the last seat: the first holds it, the second is first on the waitlist', async ({
  page,
  request,
}) => {
  const errors = collectBrowserErrors(page);
  await setClassSeats(request, lastSeat, 1);
  const first = uniqueText('Ada');
  const second = uniqueText('Ben');
  const yourClasses = (student: string) =>
    page.getByRole('list', { name: 'Your Classes' }).getByRole('listitem').filter({ hasText: student });

  await enroll(page, first);
  await expect(yourClasses(first)).toHaveText(
    `${classLabel(lastSeat)}Held: a seat is kept for ${first} until your deposit is received.`,
  );
  expect(await violations(page)).toEqual([]);

  await enroll(page, second);
  await expect(yourClasses(second)).toHaveText(
    `${classLabel(lastSeat)}Waitlisted: ${second} is number 1 on the waitlist.`,
  );
  await expect(page.getByRole('listitem').filter({ hasText: first })).toHaveCount(0);

  // A visitor who opens the thank-you page without sending the form sees the page as it always was.
  const other = await page.context().browser()!.newPage();
  await other.goto('/enrollment/thank-you');
  await expect(other.getByRole('heading', { name: 'What Happens Next' })).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Your Classes' })).toHaveCount(0);
  await other.close();

  await page.goto('/enrollment');
  await expect(classBox(page, lastSeat)).toHaveAccessibleDescription('Full — you will join the waitlist');
  expect(errors).toEqual([]);
});

test('offline, the form shows the seats it read last and when it read them', async ({ page, context, request }) => {
  await setClassSeats(request, roomy, 3);
  await openControlled(page, '/enrollment');
  await expect(classBox(page, roomy)).toHaveAccessibleDescription('3 seats left');

  // Taken while offline: the copy keeps the number it read.
  await setClassSeats(request, roomy, 2);
  await context.setOffline(true);
  await page.reload();
  await expect(classBox(page, roomy)).toHaveAccessibleDescription('3 seats left');
  const kept = (await page.evaluate(() => localStorage.getItem('class_seats'))) ?? '';
  const readAt = new Date((JSON.parse(kept) as ClassSeatsReply).readAt);
  // As the co-op's clocks show it.
  const time = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: catalog.timeZone,
  }).format(readAt);
  await expect(seatsTime(page)).toHaveText(`Seats as of ${time}.`);
  expect(await violations(page)).toEqual([]);

  // Back online, the seats are read again.
  await context.setOffline(false);
  await expect(classBox(page, roomy)).toHaveAccessibleDescription('2 seats left');
  await expect(seatsTime(page)).toHaveText('');
});
