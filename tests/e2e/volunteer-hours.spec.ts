import { randomUUID } from 'node:crypto';
import { replyToField, submissionIdField, volunteerHoursTexts, wallClock } from '@coop/contract';
import { expect, test, type Page } from './support/test';
import { violations } from './support/axe';
import { tabTo } from './support/keyboard';
import { ADMIN_ACCOUNT } from './support/credentials';
import { apiLogin, bearer, createMember, signIn, uniqueIdentity } from './support/members';
import { seedSignup, seedVolunteerTerm, storedChecks } from './support/volunteer-rows';

// A parent checks in on a phone at the door with the network cut: the check waits on the phone, goes out once
// back online, and reaches the office once; then the office charges the household's shortfall, which the
// family's Fees & payments shows.

const termKey = '2026-27';

/** Reloads once the service worker is active, so it controls the page and keeps posts made offline. */
async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    if (worker.state !== 'activated')
      await new Promise<void>((resolve) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
      );
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('a check-in made offline arrives once, and a shortfall becomes a charge on the family’s account', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  // A family with a child in the term, its guardian's account, and the guardian down for a duty today.
  const parent = uniqueIdentity('Volunteer');
  const enrolled = await request.post('/forms/enrollment', {
    headers: { accept: 'application/json' },
    form: {
      parent_name: parent.name,
      [replyToField]: parent.email,
      parent_phone: '(479) 555-0101',
      student_name: `Kid ${parent.name.split(' ').at(-1)}`,
      student_age: '7',
      student_birthday: '01/01/2019',
      student_allergies: 'None',
      acknowledgment: 'Yes',
      science_1st_2nd: 'Yes',
      [submissionIdField]: randomUUID(),
    },
  });
  expect(enrolled.ok()).toBe(true);
  const member = await createMember(request, 'parent', parent);
  const household = await request.post('/graphql', {
    headers: bearer(await apiLogin(request, member.email, member.password)),
    data: { query: '{ myHousehold { id name } }' },
  });
  const { id: householdId, name: householdName } = (await household.json()).data.myHousehold;
  seedVolunteerTerm(termKey, 180, 1_200);
  const today = wallClock(new Date(), 'America/Chicago').day;
  const signupId = seedSignup({ termKey, householdId, date: today, volunteerName: parent.name });

  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, member, '/secure/volunteering/checkin');
  await underServiceWorker(page);
  const main = page.getByRole('main');
  const duty = main.getByRole('listitem', { name: parent.name });
  await expect(duty).toContainText('Hall monitor');
  expect(await violations(page)).toEqual([]);

  await context.setOffline(true);
  const checkIn = duty.getByRole('button', { name: 'Check in' });
  await tabTo(page, checkIn);
  await page.keyboard.press('Enter');
  await expect(main.getByRole('status')).toHaveText(volunteerHoursTexts.savedOnPhone);
  await expect(duty).toContainText('Saved on this phone.');
  await expect(duty.getByRole('button', { name: 'Check out' })).toBeVisible();
  expect(storedChecks(signupId)).toBe(0);

  await context.setOffline(false);
  await expect(main.getByRole('status')).toHaveText('The check-ins saved on this phone have been sent.', {
    timeout: 15_000,
  });
  await expect(duty).toContainText('Checked in at');
  await expect(duty).not.toContainText('Saved on this phone.');
  expect(storedChecks(signupId)).toBe(1);

  // The office at the door finds the volunteer checked in, once.
  await signIn(page, ADMIN_ACCOUNT, '/secure/volunteering/checkin');
  await page.getByLabel('Find a volunteer, household or duty').fill(parent.name);
  const atDoor = main.getByRole('listitem');
  await expect(atDoor).toHaveCount(1);
  await expect(atDoor).toContainText('Checked in at');
  expect(storedChecks(signupId)).toBe(1);

  // No check-out: nothing worked, three hours short at $12.00 an hour.
  await page.getByRole('tab', { name: 'Hours' }).click();
  const row = main.getByRole('row').filter({ has: page.getByRole('rowheader', { name: householdName }) });
  await expect(row).toContainText('1 no check-out');
  const open = row.getByRole('button', { name: `Open ${householdName}` });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const charge = main.getByRole('button', { name: 'Charge $36.00 for 3 hours' });
  await expect(charge).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await charge.click();
  await expect(main.getByRole('status')).toHaveText(`${householdName} is charged; the charge is on its account.`);
  await expect(main).toContainText(volunteerHoursTexts.settledCharged(3_600, 180));

  await signIn(page, member, '/secure/payments');
  const lines = page.getByRole('region', { name: 'Every line of your account' }).first();
  await expect(lines.getByRole('row').filter({ hasText: 'Volunteer hours not worked' })).toContainText('$36.00');
});
