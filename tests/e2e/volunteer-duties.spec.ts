import { volunteerDutiesMessages } from '@coop/contract';
import { expect, test } from './support/test';
import { wcagViolations } from './support/axe';
import { ADMIN_ACCOUNT } from './support/credentials';
import { areaTabPath, memberArea } from './support/dashboard-tabs';
import { uniqueText } from './support/form-submissions';
import { expectFocusSettled } from './support/keyboard';
import { signIn } from './support/members';

// The office sets up a duty on a phone: adds a role (a refused name keeps the keyboard on it), sets the term's
// quota and rate, generates the Tuesday slots of the school year and finds Fall Break's Tuesday skipped; the tab
// passes axe with its lists filled in.

test.use({ viewport: { width: 360, height: 780 } });

test('an administrator on a phone adds a duty, sets the quota and generates Tuesday slots, breaks skipped', async ({
  page,
}) => {
  await signIn(page, ADMIN_ACCOUNT, areaTabPath(memberArea('Volunteering'), 'Duties'));
  const tab = page.getByRole('region', { name: 'Duties', exact: true });
  await expect(tab.getByRole('heading', { name: /^Volunteer policy of / })).toBeVisible();
  const status = tab.getByRole('status');

  // By keyboard: Enter in the empty form is refused, and the keyboard lands on the name.
  const roles = tab.getByRole('region', { name: 'Duty roles' });
  const name = roles.getByLabel('Name', { exact: true });
  await name.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(volunteerDutiesMessages.nameRequired)).toBeVisible();
  await expectFocusSettled(page, 'refused name', name);
  const duty = uniqueText('Set-up crew');
  await page.keyboard.type(duty);
  await roles.getByLabel('People per slot').fill('2');
  await roles.getByLabel('People per slot').press('Enter');
  await expect(status).toHaveText(`${duty}: ${volunteerDutiesMessages.roleAdded}`);
  await expect(roles.getByRole('listitem').filter({ hasText: duty })).toContainText('2 people');

  const policy = tab.getByRole('form', { name: /^Volunteer policy of / });
  await policy.getByLabel('Hours per family').fill('7.5');
  await policy.getByLabel('Charge per hour not worked').fill('20');
  await policy.getByRole('button', { name: 'Save the volunteer policy' }).click();
  await expect(status).toContainText(volunteerDutiesMessages.policySaved);
  await expect(policy).toContainText('Each family owes 7.5 hours; an hour not worked costs $20.00.');

  const generate = tab.getByRole('form', { name: 'Generate slots' });
  await generate.getByLabel('Duty').selectOption({ label: duty });
  await generate.getByRole('checkbox', { name: 'Tuesday' }).check();
  await generate.getByLabel('Starts at').fill('08:00');
  await generate.getByLabel('Ends at').fill('09:00');
  await generate.getByRole('button', { name: 'Generate the slots' }).click();
  await expect(status).toHaveText(new RegExp(`^${duty}: \\d+ slots were added\\.$`));
  await generate.getByRole('button', { name: 'Generate the slots' }).click();
  await expect(status).toHaveText(`${duty}: ${volunteerDutiesMessages.slotsAdded(0)}`);

  // Fall Break is October 12–16: the Tuesdays on either side have slots, its own has none.
  const day = tab.getByLabel('Day', { exact: true });
  await expect(day.locator('option', { hasText: '(2026-10-06)' })).toHaveCount(1);
  await expect(day.locator('option', { hasText: '(2026-10-20)' })).toHaveCount(1);
  await expect(day.locator('option', { hasText: '(2026-10-13)' })).toHaveCount(0);
  await day.selectOption('2026-10-20');
  const slot = tab
    .getByRole('list', { name: 'Slots on Tuesday, October 20' })
    .getByRole('listitem')
    .filter({ hasText: duty });
  await expect(slot).toContainText('8:00 AM–9:00 AM · 0 of 2 places held');

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page wider than the phone').toBeLessThanOrEqual(0);
  expect(await wcagViolations(page)).toEqual([]);
});
