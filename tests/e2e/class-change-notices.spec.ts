import { randomUUID } from 'node:crypto';
import {
  addDays,
  classAgeRange,
  classMeetingDates,
  classTitle,
  clockText,
  dayText,
  replyToField,
  submissionIdField,
} from '@coop/contract';
import { expect, test, type APIRequestContext } from './support/test';
import { collectBrowserErrors } from './support/browser-errors';
import { catalog } from './support/form-submissions';
import { areaTabPath, memberArea } from './support/dashboard-tabs';
import { signIn } from './support/members';
import { ADMIN_ACCOUNT } from './support/credentials';
import { mailsTo, newestMailTo } from './support/outbox';

// A Friday class no other test enrolls in, with no prerequisite: its families are this test's.
const item = catalog.classes.find((each) => each.key === 'intro_cs_python_9th_12th')!;
const title = classTitle(item);
/** A Thursday of the school year, away from any break. */
const today = '2027-02-04';
const nextMeeting = classMeetingDates(item, catalog.schoolYear, addDays(today, 1), addDays(today, 8))[0];
const subject = new RegExp(`^Schedule change for ${title.replace(/[()]/g, '\\$&')}$`);

/** A family enrolls a student of the class's age through the public form, as a script posting it. */
async function enroll(request: APIRequestContext, parentEmail: string, classKey: string) {
  const [youngest] = classAgeRange(catalog.classes.find((each) => each.key === classKey)!);
  const response = await request.post('/forms/enrollment', {
    headers: { accept: 'application/json' },
    form: {
      parent_name: 'Rae Family',
      [replyToField]: parentEmail,
      parent_phone: '(479) 555-0190',
      student_name: `Sam ${randomUUID().slice(0, 6)}`,
      student_age: String(youngest),
      student_birthday: `01/01/${Number(catalog.schoolYear.start.slice(0, 4)) - youngest}`,
      student_allergies: 'None',
      acknowledgment: 'Yes',
      [submissionIdField]: randomUUID(),
      [classKey]: 'Yes',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const schedulePath = areaTabPath(memberArea('Website'), 'Schedule');

test("an administrator cancels one meeting in the Schedule tab: each household in the class gets one mail naming the date, and no one else's", async ({
  page,
  request,
}) => {
  test.slow();
  const errors = collectBrowserErrors(page);
  const households = [`rae-${randomUUID().slice(0, 8)}@example.test`, `kim-${randomUUID().slice(0, 8)}@example.test`];
  const otherClass = `lee-${randomUUID().slice(0, 8)}@example.test`;
  // The first household has two children in the class: still one mail.
  await enroll(request, households[0], item.key);
  await enroll(request, households[0], item.key);
  await enroll(request, households[1], item.key);
  await enroll(request, otherClass, 'literature_9th_12th');

  await page.clock.setFixedTime(new Date(`${today}T09:00:00`));
  await signIn(page, ADMIN_ACCOUNT, schedulePath);
  const form = page.getByRole('form', { name: 'Add a change' });
  await form.getByLabel('Class').selectOption(item.key);
  await form.getByLabel('Date').selectOption(nextMeeting);
  await form.getByRole('radio', { name: 'Cancelled' }).check();
  await form.getByLabel('Note for families').fill('Lab closed');
  await form.getByRole('button', { name: 'Save the change' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The change is saved' })).toBeVisible();

  for (const address of households) {
    const mail = await newestMailTo(address, subject);
    const regular = `${clockText(item.start)}–${clockText(item.end)} at ${item.location}`;
    expect(mail.text).toContain(`${dayText(nextMeeting)}: was ${regular}, now cancelled`);
    expect(mail.text).toContain('Lab closed');
    expect(mail.text).toContain(`See the schedule of ${title}: ${process.env.BASE_URL}/grade9-12`);
    // Notices about one's own children's classes cannot be stopped, so they offer no unsubscribe.
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
  }
  expect(await mailsTo(households[0], subject)).toHaveLength(1);
  expect(await mailsTo(otherClass, subject)).toEqual([]);

  // Removed again, so the schedule is as the other tests expect it.
  await page
    .getByRole('button', { name: `Remove the change to ${title}` })
    .first()
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'The change is removed.' })).toBeVisible();
  expect(errors).toEqual([]);
});
