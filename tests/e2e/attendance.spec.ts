import { attendanceTexts, classTitle, wallClock } from '@coop/contract';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { violations } from './support/axe';
import { ADMIN_ACCOUNT } from './support/credentials';
import { enrollOnPage } from './support/enrollment-form';
import { catalog, uniqueText } from './support/form-submissions';
import { tabTo } from './support/keyboard';
import { adminToken, bearer, createMember, signIn, uniqueIdentity } from './support/members';
import { openControlled } from './support/service-worker';

// A teacher takes attendance on a phone with the network cut and the office reads it once the phone is back
// online; a parent's absence reported ahead shows on the teacher's roster. A class no other test enrolls in.
const classKey = 'intro_cs_python_9th_12th';
const title = classTitle(catalog.classes.find((item) => item.key === classKey)!);
/** Each role sees its own tabs of the area: the addresses are written out here. */
const takePath = '/secure/attendance/take';
const absencesPath = '/secure/attendance/absences';
const dailyPath = '/secure/attendance/daily';

async function assignTeacher(request: APIRequestContext, teacherId: string) {
  const response = await request.post('/graphql', {
    headers: bearer(await adminToken(request)),
    data: {
      query:
        'mutation($ids: [ID!]!) { setClassTeachers(classKey: "intro_cs_python_9th_12th", teacherIds: $ids) { classKey } }',
      variables: { ids: [teacherId] },
    },
  });
  expect((await response.json()).errors).toBeUndefined();
}

/** The child's three choices on the roster. */
const childGroup = (page: Page, student: string) => page.getByRole('group', { name: student });

test('a teacher marks the roster on a phone offline, the office reads each mark once; a parent’s reported absence shows on the roster', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const parent = uniqueIdentity('Parent');
  const student = uniqueText('Ivy');
  const guardian = await createMember(request, 'parent', parent);
  await enrollOnPage(page, { parent, student, classKey });
  const teacher = await createMember(request, 'teacher');
  await assignTeacher(request, teacher.id);

  // The parent reports the child absent on the first coming class day, with a note.
  await signIn(page, guardian, absencesPath);
  await expect(page.getByLabel('Child')).toHaveValue(/.+/);
  const reportedDay = await page.getByLabel('Day').inputValue();
  await page.getByLabel('Note for the teacher (optional)').fill('Dentist');
  await page.getByRole('button', { name: 'Report absence' }).click();
  await expect(page.getByRole('status').filter({ hasText: attendanceTexts.reported })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: student })).toContainText('Dentist');
  expect(await violations(page)).toEqual([]);

  // The teacher, on a 360 px phone: that meeting's roster shows the report, prefilled absent.
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, teacher, takePath);
  await openControlled(page, takePath);
  await page.getByLabel('Meeting').selectOption(reportedDay);
  await expect(childGroup(page, student)).toContainText(attendanceTexts.reportedAbsent);
  await expect(childGroup(page, student)).toContainText('Dentist');
  await expect(childGroup(page, student).getByRole('radio', { name: 'Absent' })).toBeChecked();

  // The last meeting that has happened, marked by keyboard with the network cut.
  const today = wallClock(new Date(), catalog.timeZone).day;
  const dates = await page
    .getByLabel('Meeting')
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const date = dates.filter((each) => each <= today).at(-1)!;
  await page.getByLabel('Meeting').selectOption(date);
  const present = childGroup(page, student).getByRole('radio', { name: 'Present' });
  await expect(page.getByRole('heading', { name: new RegExp(`^${title.replace(/[()]/g, '\\$&')}, `) })).toBeVisible();
  await expect(present).toBeVisible();
  await context.setOffline(true);
  await tabTo(page, present);
  await page.keyboard.press('Space');
  await expect(present).toBeChecked();
  // Arrows move along the child's three choices, as in any radio group.
  await page.keyboard.press('ArrowRight');
  await expect(childGroup(page, student).getByRole('radio', { name: 'Absent' })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(present).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Save attendance' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: attendanceTexts.queued })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waiting on this phone' })).toBeVisible();
  await expect(page.getByText('1 post of attendance waits to be sent.')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page wider than the phone').toBeLessThanOrEqual(0);
  expect(await violations(page)).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Waiting on this phone' })).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: attendanceTexts.sent })).toBeVisible();

  // The office's day: the child counted present once, and the class opened shows the mark.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN_ACCOUNT, `${dailyPath}?date=${date}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Marks of ${title}` }) });
  // Time, present, absent, late, not marked, reported absent (the report counts when it is for that very day).
  await expect(row.getByRole('cell')).toHaveText([/\d/, '1', '0', '0', '0', date === reportedDay ? '1' : '0']);
  await row.getByRole('button', { name: `Marks of ${title}` }).click();
  await expect(page.getByRole('listitem').filter({ hasText: student })).toHaveText(
    `${student}: Present (Marked by ${teacher.name})`,
  );
  expect(await violations(page)).toEqual([]);
});
