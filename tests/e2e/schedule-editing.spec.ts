import { addDays, classMeetingDates, classPageSlugs, classTitle, weekdayOf } from '@coop/contract';
import { expect, test, type APIRequestContext } from './support/test';
import ical, { type VEvent } from 'node-ical';
import { collectBrowserErrors } from './support/browser-errors';
import { catalog } from './support/form-submissions';
import { areaTabPath, memberArea } from './support/dashboard-tabs';
import { adminToken, bearer, createMember, signIn } from './support/members';

// A Tuesday class that no other test gives teachers to; its meetings are this test's to change.
const item = catalog.classes.find((each) => each.key === 'history_la_3rd_4th')!;
const title = classTitle(item);
/** A Thursday of the school year, away from any break: "next Tuesday" is five days on. */
const today = '2027-02-04';
const nextTuesday = classMeetingDates(item, catalog.schoolYear, addDays(today, 1), addDays(today, 8))[0];

async function assignTeacher(request: APIRequestContext, teacherId: string) {
  const response = await request.post('/graphql', {
    headers: bearer(await adminToken(request)),
    data: {
      query:
        'mutation($key: String!, $ids: [ID!]!) { setClassTeachers(classKey: $key, teacherIds: $ids) { classKey } }',
      variables: { key: item.key, ids: [teacherId] },
    },
  });
  expect((await response.json()).errors).toBeUndefined();
}

/** The class's meetings in the week, as a calendar app reads the feed. */
async function feedMeetings(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/calendar/elementary.ics');
  expect(response.status()).toBe(200);
  const events = Object.values(ical.sync.parseICS(await response.text())).filter(
    (entry): entry is VEvent => entry?.type === 'VEVENT',
  );
  const event = events.find((entry) => entry.uid.startsWith(`${item.key}.`))!;
  return ical
    .expandRecurringEvent(event, {
      from: new Date(`${today}T00:00:00Z`),
      to: new Date(`${addDays(today, 14)}T00:00:00Z`),
    })
    .map((instance) => new Date(instance.start).toISOString().slice(0, 10));
}

const schedulePath = areaTabPath(memberArea('Website'), 'Schedule');

test("a teacher cancels next Tuesday's meeting of their class: the calendar, the class page and the feed show it", async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  expect(weekdayOf(nextTuesday)).toBe('tue');
  const errors = collectBrowserErrors(page);
  const teacher = await createMember(request, 'teacher');
  await assignTeacher(request, teacher.id);
  expect(await feedMeetings(request)).toContain(nextTuesday);

  await page.clock.setFixedTime(new Date(`${today}T09:00:00`));
  await signIn(page, teacher, schedulePath);
  const form = page.getByRole('form', { name: 'Add a change' });
  await expect(form.getByLabel('Class')).toHaveValue(item.key);
  await form.getByLabel('Date').selectOption(nextTuesday);
  await form.getByRole('radio', { name: 'Cancelled' }).check();
  await form.getByLabel('Note for families').fill('Field trip day');
  await form.getByRole('button', { name: 'Save the change' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The change is saved' })).toBeVisible();
  const listed = page.getByRole('listitem').filter({ hasText: title });
  await expect(listed).toContainText('Cancelled. Field trip day');

  // The feed: the meeting is gone from the class's weekly event.
  expect(await feedMeetings(request)).not.toContain(nextTuesday);

  // The calendar: the meeting is still there, marked cancelled, on that day.
  await page.goto('/#calendar');
  const section = page.getByRole('region', { name: 'Class Schedule' });
  await expect(section.getByRole('button', { name: 'Next', exact: true })).toBeVisible();
  for (let day = 0; day < 5; day++) await section.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(section.getByTitle(`Cancelled: ${title}`, { exact: true })).toBeVisible();
  await expect(section.getByTitle(title, { exact: true })).toHaveCount(0);

  // The class page: rendered again on the server with the change listed, for a family opening it now.
  const classPage = `/${classPageSlugs(item)[0]}`;
  // The public page is drawn again in a worker: under a busy machine's load that takes seconds, not a restart.
  await expect.poll(async () => (await request.get(classPage)).text(), { timeout: 20_000 }).toContain('Field trip day');
  const visitor = await browser.newContext();
  try {
    const page = await visitor.newPage();
    await page.goto(classPage);
    const changes = page.getByRole('region', { name: 'Schedule changes' });
    await expect(changes.getByRole('listitem').filter({ hasText: title })).toContainText('Field trip day');
  } finally {
    await visitor.close();
  }

  // Removed again, so the schedule is as the other tests expect it.
  await page.goto(schedulePath);
  await page
    .getByRole('button', { name: `Remove the change to ${title}` })
    .first()
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'The change is removed.' })).toBeVisible();
  expect(await feedMeetings(request)).toContain(nextTuesday);
  expect(errors).toEqual([]);
});
