import { addDays, clockText, dayText, signupMessages, wallClock } from '@coop/contract';
import { violations } from './support/axe';
import { collectBrowserErrors } from './support/browser-errors';
import { apiLogin, createMember, signIn, uniqueIdentity } from './support/members';
import { expect, test } from './support/test';
import { removeSignupTerm, seedSignupTerm, seedTakingPartHousehold } from './support/volunteer-slots';

// Fair share on a phone: two households take part in the term with a three-hour quota; one signs up for its share,
// is refused a second share while the other has none, and takes more once the other has signed up for its own.

const termKey = '2026-27';

test.afterAll(() => removeSignupTerm(termKey));

test('a parent signs up for their share, waits for the other household, then takes more', async ({ page, request }) => {
  test.slow();
  const errors = collectBrowserErrors(page);
  const ana = await createMember(request, 'parent', uniqueIdentity('Ana'));
  const ben = await createMember(request, 'parent', uniqueIdentity('Ben'));
  const anaHousehold = seedTakingPartHousehold(`${ana.name} family`, ana.id, 'reading_1st');
  const benHousehold = seedTakingPartHousehold(`${ben.name} family`, ben.id, 'reading_1st');
  const today = wallClock(new Date(), 'America/Chicago').day;
  const days = [14, 15, 16].map((ahead) => addDays(today, ahead));
  const [, , third] = seedSignupTerm(termKey, 180, days, [anaHousehold, benHousehold]);
  const button = (day: string) =>
    page.getByRole('button', {
      name: `Sign up for Hall monitor, ${dayText(day)}, ${clockText('09:00')} to ${clockText('12:00')}`,
    });

  const panel = page.getByRole('tabpanel', { name: 'Sign up' });
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, ana, '/secure/volunteering/shifts');
  await expect(page.getByRole('heading', { name: 'Volunteering', level: 1 })).toBeVisible();
  await expect(page.getByText('Your household: 0 of 3 hours signed up.')).toBeVisible();
  await page.getByLabel('Who volunteers').selectOption({ label: ana.name });
  await button(days[0]).click();
  await expect(panel.getByRole('status')).toHaveText(
    `${ana.name} is signed up for Hall monitor on ${dayText(days[0])}.`,
  );
  await expect(page.getByText('Your household: 3 of 3 hours signed up.')).toBeVisible();

  // A second share while Ben's household has none: refused with the numbers.
  await button(days[1]).click();
  await expect(panel.getByRole('alert')).toHaveText(signupMessages.fairShare(180, 180));
  expect(await violations(page)).toEqual([]);

  // Ben signs up for his share; then Ana, by keyboard alone, takes the second slot.
  const benToken = await apiLogin(request, ben.email, ben.password);
  const taken = await request.post('/api/volunteer-signup.php', {
    headers: { Authorization: `Bearer ${benToken}` },
    data: { slotId: third, volunteerKind: 'guardian', volunteerId: ben.id },
  });
  expect(taken.status()).toBe(200);
  await page.reload();
  await expect(page.getByText('Your household: 3 of 3 hours signed up.')).toBeVisible();
  // Other specs on this worker may have added slots to the term, so the keyboard walks on until it reaches this one.
  await page.getByLabel('Who volunteers').focus();
  const focused = () => button(days[1]).evaluate((element) => element === document.activeElement);
  for (let presses = 0; presses < 60 && !(await focused()); presses++) await page.keyboard.press('Tab');
  await expect(button(days[1])).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your household: 6 of 3 hours signed up.')).toBeVisible();
  const mine = page.getByRole('region', { name: 'Your household’s signups' });
  await expect(mine.getByRole('listitem')).toHaveCount(2);
  await mine.getByRole('button', { name: `Offer for swap Hall monitor, ${dayText(days[1])}` }).click();
  await expect(
    mine.getByRole('button', { name: `Withdraw offer for Hall monitor, ${dayText(days[1])}` }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});
