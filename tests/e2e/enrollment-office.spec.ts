import { classTitle } from '@coop/contract';
import { expect, test, type APIRequestContext } from './support/test';
import { violations } from './support/axe';
import { collectBrowserErrors } from './support/browser-errors';
import { ADMIN_EMAIL, ADMIN_ACCOUNT } from './support/credentials';
import { enrollOnPage } from './support/enrollment-form';
import { catalog, uniqueText } from './support/form-submissions';
import { newestMailTo } from './support/outbox';
import { adminToken, apiLogin, bearer, createMember, uniqueIdentity, signIn } from './support/members';
import { areaTabPath, memberArea } from './support/dashboard-tabs';

// A class no other test enrolls in, so its seats are this test's to set.
const classKey = 'world_history_9th_12th';
const title = classTitle(catalog.classes.find((item) => item.key === classKey)!);

const literally = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

async function asAdmin(request: APIRequestContext, query: string, variables: Record<string, unknown>) {
  const response = await request.post('/graphql', {
    headers: bearer(await adminToken(request)),
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

test('a family takes the last seat and the waitlist, the office confirms, withdraws and promotes, the family and the teacher see it, a mistaken withdrawal is restored', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const errors = collectBrowserErrors(page);
  await asAdmin(
    request,
    'mutation ($classKey: String!, $seats: Int!) { setClassSeats(classKey: $classKey, seats: $seats) { seats } }',
    { classKey, seats: 1 },
  );
  const parent = uniqueIdentity('Parent');
  const first = uniqueText('Ada');
  const second = uniqueText('Ben');

  // The family: one seat left, two students.
  const yourClasses = page.getByRole('list', { name: 'Your Classes' });
  await enrollOnPage(page, { parent, student: first, classKey, allergies: 'Peanuts' });
  await expect(yourClasses).toContainText(`Held: a seat is kept for ${first} until your deposit is received.`);
  await enrollOnPage(page, { parent, student: second, classKey });
  await expect(yourClasses).toContainText(`Waitlisted: ${second} is number 1 on the waitlist.`);

  // The office: the class's roster, the first confirmed (deposit received), then withdrawn; the seat goes on.
  await signIn(page, ADMIN_ACCOUNT, areaTabPath(memberArea('Office'), 'Enrollments'));
  await page.getByRole('button', { name: `Open roster of ${title}` }).click();
  const roster = page.getByRole('table', { name: `Roster of ${title}` });
  const row = (student: string) => roster.getByRole('row').filter({ hasText: student });
  await expect(row(first)).toContainText('Held');
  await expect(row(first)).toContainText('Peanuts');
  await expect(row(second)).toContainText('Waitlisted');
  expect(await violations(page)).toEqual([]);

  const move = async (action: 'Confirm' | 'Withdraw', student: string) => {
    await roster.getByRole('button', { name: `${action} ${student} in ${title}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: action, exact: true }).click();
    await expect(dialog).toBeHidden();
  };
  await move('Confirm', first);
  await expect(row(first)).toContainText('Confirmed');
  await move('Withdraw', first);
  await expect(row(second)).toContainText('Held');
  // A withdrawn student leaves the roster; the office finds them under its past placements.
  await expect(row(first)).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Show past placements' }).check();
  await expect(row(first)).toContainText('Withdrawn');

  // The parent signs up with the enrollment's e-mail, is approved, and finds both students under My family.
  const { password } = await createMember(request, 'parent', parent);
  const family = await (await browser.newContext()).newPage();
  await signIn(family, { email: parent.email, password }, memberArea('My family').path);
  const studentCard = (student: string) => family.getByRole('region', { name: student });
  await expect(studentCard(first)).toContainText('Withdrawn');
  await expect(studentCard(second)).toContainText('Held');
  expect(await violations(family)).toEqual([]);
  // A parent reads no roster: no staff area in the navigation, and the API refuses.
  const familyNav = family.getByRole('navigation', { name: 'Main' });
  await expect(familyNav.getByRole('link', { name: 'Office' })).toHaveCount(0);
  await expect(familyNav.getByRole('link', { name: 'My classes' })).toHaveCount(0);
  const refused = await request.post('/graphql', {
    headers: bearer(await apiLogin(request, parent.email, password)),
    data: { query: `{ classRoster(classKey: "${classKey}") { studentAllergies parentPhone } }` },
  });
  const refusal = (await refused.json()) as { data: unknown; errors?: { extensions: { code: string } }[] };
  expect(refusal.data).toBeNull();
  expect(refusal.errors?.[0].extensions.code).toBe('FORBIDDEN');
  await family.context().close();

  // The class's teacher, once assigned, reads its roster with the allergies.
  const teacher = await createMember(request, 'teacher');
  await asAdmin(
    request,
    'mutation ($classKey: String!, $ids: [ID!]!) { setClassTeachers(classKey: $classKey, teacherIds: $ids) { classKey } }',
    { classKey, ids: [teacher.id] },
  );
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, teacher, memberArea('My classes').path);
  const teachersRoster = staff.getByRole('table', { name: `Roster of ${title}` });
  await expect(teachersRoster.getByRole('row').filter({ hasText: second })).toContainText('Held');
  await expect(teachersRoster.getByRole('row').filter({ hasText: first })).toHaveCount(0);
  await staff.getByRole('checkbox', { name: 'Show past placements' }).check();
  await expect(teachersRoster.getByRole('row').filter({ hasText: first })).toContainText('Peanuts');
  await expect(teachersRoster.getByRole('button', { name: /^(Confirm|Decline|Withdraw|Restore) / })).toHaveCount(0);
  expect(await violations(staff)).toEqual([]);
  await staff.context().close();

  // The withdrawal was a mistake: the office restores it. The student waits first in line; the seat stays given.
  await page.getByRole('button', { name: `Restore ${first} in ${title}` }).click();
  const restoreDialog = page.getByRole('dialog', { name: 'Restore this placement?' });
  await restoreDialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(restoreDialog).toBeHidden();
  await expect(page.getByText(`${first} in ${title} is now waitlisted.`)).toBeVisible();
  await expect(row(first)).toContainText('Waitlisted');
  await expect(row(second)).toContainText('Held');
  // Back among the current placements: it shows with past placements hidden again.
  await page.getByRole('checkbox', { name: 'Show past placements' }).uncheck();
  await expect(row(first)).toContainText('Waitlisted');
  expect(await violations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test("a family's withdrawal is mailed to the office at once, with a link that opens the class's roster", async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const errors = collectBrowserErrors(page);
  const parent = uniqueIdentity('Parent');
  const student = uniqueText('Cai');
  await enrollOnPage(page, { parent, student, classKey });
  const { password } = await createMember(request, 'parent', parent);

  await signIn(page, { email: parent.email, password }, memberArea('My family').path);
  await page.getByRole('button', { name: `Withdraw ${student} from ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw from this class?' });
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: student })).toContainText('Withdrawn');

  const notice = await newestMailTo(
    ADMIN_EMAIL,
    literally(`${parent.name} (${parent.email}) withdrew ${student} from ${title}`),
  );
  expect(notice.text).toContain(`${parent.name} (${parent.email}) withdrew ${student} from ${title} on `);
  const link = new URL(/Open the roster of .+: (\S+)/.exec(notice.text ?? '')?.[1] ?? 'about:blank');
  expect(`${link.pathname}${link.search}`).toBe(`/secure/office/enrollments?class=${classKey}`);

  // The office: told at once, as it is out of the box; the link opens the class's roster, where the student is
  // among the past placements.
  const office = await (await browser.newContext()).newPage();
  const officeErrors = collectBrowserErrors(office);
  await signIn(office, ADMIN_ACCOUNT, areaTabPath(memberArea('Office'), 'Enrollments'));
  const told = office.getByRole('group', { name: 'Tell the office about placement changes' });
  await expect(told.getByRole('radio', { name: 'At once, one e-mail each' })).toBeChecked();
  expect(await violations(office)).toEqual([]);
  await office.goto(`${link.pathname}${link.search}`);
  const roster = office.getByRole('table', { name: `Roster of ${title}` });
  await office.getByRole('checkbox', { name: 'Show past placements' }).check();
  await expect(roster.getByRole('row').filter({ hasText: student })).toContainText('Withdrawn');
  await office.context().close();
  expect(errors).toEqual([]);
  expect(officeErrors).toEqual([]);
});
