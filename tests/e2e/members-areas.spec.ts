import { classTitle, movedDashboardTabs } from '@coop/contract';
import { expect, test, type Page } from './support/test';
import { ADMIN_ACCOUNT, ADMIN_EMAIL, ADMIN_PASSWORD } from './support/credentials';
import { memberArea, memberAreasByRole, type MemberAreaOracle } from './support/dashboard-tabs';
import { catalog } from './support/form-submissions';
import { countFramesOnBody, desktop, expectFocusSettled, logInByKeyboard, phone, tabTo } from './support/keyboard';
import { wcagViolations } from './support/axe';
import { createMember, forcePasswordReset, membersOfTheFile, type Role, signIn } from './support/members';
import { openPhoneMenu } from './support/menu';

// The members' areas of work beside the spec's dashboard: where each tab that left the dashboard now lives, the
// old `?tab=` addresses leading there, an area's tabs kept by its address, each role's navigation, the guards,
// and the areas used with the keyboard alone and scanned by axe at desktop and phone widths.

const publicNavLinks = ['Home', 'About', 'Classes', 'News & Events', 'Enroll', 'Calendar', 'Teachers', 'Resources'];
const navLinks = (areas: readonly string[]) => [...publicNavLinks, 'Contact', 'Secure Area', ...areas];

/** Each old `?tab=` key, the role that has it, where it leads now and the heading its content shows. */
const movedTabs: { key: string; role: Role; path: string; heading: string }[] = [
  { key: 'enrollments', role: 'admin', path: '/secure/office/enrollments', heading: 'Enrollments' },
  { key: 'submissions', role: 'admin', path: '/secure/office/submissions', heading: 'Submissions' },
  { key: 'site', role: 'admin', path: '/secure/site/content', heading: 'Site content' },
  { key: 'schedule', role: 'teacher', path: '/secure/site/schedule', heading: 'Schedule' },
  { key: 'outbox', role: 'admin', path: '/secure/system/outbox', heading: 'Outbox' },
  { key: 'trash', role: 'admin', path: '/secure/system/trash', heading: 'Trash' },
  { key: 'classes', role: 'teacher', path: '/secure/classes', heading: 'My classes' },
  { key: 'family', role: 'parent', path: '/secure/family', heading: 'My family' },
];

const aRole = (role: Role) => (role === 'admin' ? `an ${role}` : `a ${role}`);

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const panelHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const areaTabs = (page: Page, area: MemberAreaOracle) => page.getByRole('tablist', { name: `${area.name} sections` });

const memberOf = membersOfTheFile();

async function signInAs(page: Page, role: Role, path?: string): Promise<void> {
  await signIn(page, role === 'admin' ? ADMIN_ACCOUNT : await memberOf(page.request, role), path);
}

/** The page of one tab of an area (or of an area of one panel) with its content loaded. */
async function expectAreaTab(page: Page, area: MemberAreaOracle, label: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: area.name, exact: true })).toBeVisible();
  await expect(panelHeading(page, label)).toBeVisible();
  if (area.tabs.length > 0) {
    await expect(areaTabs(page, area).getByRole('tab', { selected: true })).toHaveText(label);
  }
}

test('the old addresses list every tab that left the dashboard', () => {
  expect(movedTabs.map((tab) => tab.key).sort()).toEqual(Object.keys(movedDashboardTabs).sort());
});

for (const role of ['admin', 'teacher', 'parent'] as const) {
  test(`as ${aRole(role)}, each old ?tab= address leads to its new one, its query kept`, async ({ page }) => {
    await signInAs(page, role);
    for (const moved of movedTabs.filter((tab) => tab.role === role)) {
      await page.goto(`/secure/dashboard?tab=${moved.key}&from=bookmark`);
      await expect(page).toHaveURL(`${moved.path}?from=bookmark`);
      await expect(panelHeading(page, moved.heading)).toBeVisible();
    }
    // Replaced, not added: Back goes to the page before the old address rather than through it again.
    await page.goto('/secure/dashboard?tab=links');
    const last = movedTabs.filter((tab) => tab.role === role).at(-1)!;
    await page.goto(`/secure/dashboard?tab=${last.key}`);
    await expect(page).toHaveURL(last.path);
    await page.goBack();
    await expect(page).toHaveURL('/secure/dashboard?tab=links');
    await expect(page.getByRole('tab', { name: 'Link Sharing' })).toHaveAttribute('aria-selected', 'true');
  });
}

test("an old roster link opens the class's roster in the Office, and signed out it goes by the login", async ({
  page,
}) => {
  const item = catalog.classes[0];
  const old = `/secure/dashboard?tab=enrollments&class=${item.key}`;
  await page.goto(old);
  await expect(page).toHaveURL(
    `/login?redirectTo=${encodeURIComponent(`/secure/office/enrollments?class=${item.key}`)}`,
  );
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(`/secure/office/enrollments?class=${item.key}`);
  // Exactly the roster's own region: once the class has students, its table is a region named "Roster of …" too.
  await expect(page.getByRole('region', { name: classTitle(item), exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to all classes' })).toBeVisible();
});

test("an area's bare address opens its first tab; reload, Back and Forward keep the tab", async ({ page }) => {
  await signInAs(page, 'admin');
  const tabbed = memberAreasByRole.admin.filter((area) => area.tabs.length > 0);
  for (const area of tabbed) {
    await page.goto(area.path);
    await expect(page).toHaveURL(`${area.path}/${area.tabs[0].segment}`);
    await expectAreaTab(page, area, area.tabs[0].label);
  }
  // The bare address was replaced: Back leaves the area before it.
  await page.goBack();
  const before = tabbed.at(-2)!;
  await expect(page).toHaveURL(`${before.path}/${before.tabs[0].segment}`);

  const system = memberArea('System');
  await page.goto(system.path);
  for (const tab of system.tabs.slice(1)) {
    await areaTabs(page, system).getByRole('tab', { name: tab.label }).click();
    await expect(page).toHaveURL(`${system.path}/${tab.segment}`);
    await expectAreaTab(page, system, tab.label);
  }
  await page.reload();
  await expectAreaTab(page, system, 'Backups');
  await page.goBack();
  await expect(page).toHaveURL(`${system.path}/trash`);
  await expectAreaTab(page, system, 'Trash');
  await page.goBack();
  await expectAreaTab(page, system, 'Outbox');
  await page.goForward();
  await expectAreaTab(page, system, 'Trash');
});

test('an unknown tab of an area answers Page not found', async ({ page }) => {
  await signInAs(page, 'admin');
  const response = await page.goto('/secure/office/rosters');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

for (const [width, viewport] of [
  ['desktop', desktop],
  ['phone', phone],
] as const) {
  test.describe(`${width} width`, () => {
    test.use({ viewport });

    for (const role of ['admin', 'teacher', 'parent'] as const) {
      test(`${aRole(role)}'s navigation lists only the ${role}'s areas, the one open marked current`, async ({
        page,
      }) => {
        await signInAs(page, role);
        // The dashboard settled first: a navigation still under way would close the menu as it opens.
        await expect(panelHeading(page, 'File Sharing')).toBeVisible();
        const areas = memberAreasByRole[role];
        if (width === 'phone') await openPhoneMenu(page);
        const nav = mainNav(page);
        await expect(nav.getByRole('link')).toHaveText(navLinks(areas.map((area) => area.name)));
        await expect(nav.getByRole('link', { name: 'Secure Area' })).toHaveAttribute('aria-current', 'page');
        for (const [index, area] of areas.entries()) {
          // The menu is open still for the first area, where the links were read.
          if (width === 'phone' && index > 0) await openPhoneMenu(page);
          await nav.getByRole('link', { name: area.name, exact: true }).click();
          await expectAreaTab(page, area, area.tabs[0]?.label ?? area.name);
          if (width === 'phone') await openPhoneMenu(page);
          await expect(nav.getByRole('link', { name: area.name, exact: true })).toHaveAttribute('aria-current', 'page');
          await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
          // The header stays within the screen, however many areas it lists.
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${area.name}: page wider than the screen`).toBeLessThanOrEqual(0);
          if (width === 'phone') {
            await page.keyboard.press('Escape');
            await expect(nav.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
          }
        }
      });

      test(`every area of ${aRole(role)} passes axe`, async ({ page }) => {
        // Each of an administrator's tabs scanned, on two cores shared with the other worker.
        test.setTimeout(150_000);
        await signInAs(page, role);
        for (const area of memberAreasByRole[role]) {
          const labels = area.tabs.length > 0 ? area.tabs.map((tab) => tab.label) : [area.name];
          // One load per area: its other tabs are opened from their tab, as a member goes from one to the next.
          await page.goto(area.tabs.length > 0 ? `${area.path}/${area.tabs[0].segment}` : area.path);
          for (const [index, label] of labels.entries()) {
            if (index > 0) await areaTabs(page, area).getByRole('tab', { name: label }).click();
            await expectAreaTab(page, area, label);
            await expect(page.getByRole('main')).not.toContainText('Loading');
            await page.waitForLoadState('networkidle');
            expect(await wcagViolations(page), `${area.name}: ${label}`).toEqual([]);
          }
        }
      });
    }
  });
}

/** Keyboard alone: from the navigation (through the Menu on a phone) to an area, Enter. */
async function enterAreaByKeyboard(page: Page, area: MemberAreaOracle, onPhone: boolean): Promise<void> {
  const link = mainNav(page).getByRole('link', { name: area.name, exact: true });
  // Back from the page's heading, where the login left the focus, to the header; on a phone its links come after
  // the Menu button that opens them.
  if (onPhone) {
    const menu = mainNav(page).getByRole('button', { name: 'Menu' });
    await tabTo(page, menu, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  }
  await tabTo(page, link, { backwards: !onPhone });
  await page.keyboard.press('Enter');
}

const journeys: { role: Role; area: string; onPhone: boolean }[] = [
  { role: 'admin', area: 'Office', onPhone: false },
  { role: 'admin', area: 'System', onPhone: true },
  { role: 'teacher', area: 'Website', onPhone: false },
  { role: 'parent', area: 'My family', onPhone: false },
  { role: 'parent', area: 'My family', onPhone: true },
];

for (const { role, area: name, onPhone } of journeys) {
  test(`by keyboard on a ${onPhone ? 'phone' : 'desktop'}, ${aRole(role)} goes to ${name}: announced, focus kept, tabs by arrows`, async ({
    page,
  }) => {
    await page.setViewportSize(onPhone ? phone : desktop);
    const area = memberAreasByRole[role].find((each) => each.name === name)!;
    if (role === 'admin') await logInByKeyboard(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    else {
      const member = await memberOf(page.request, role);
      await logInByKeyboard(page, member.email, member.password);
    }
    await expect(panelHeading(page, 'File Sharing')).toBeVisible();

    const framesOnBody = await countFramesOnBody(page);
    await enterAreaByKeyboard(page, area, onPhone);
    const first = area.tabs[0];
    await expect(page).toHaveURL(first ? `${area.path}/${first.segment}` : area.path);
    const arrival = first ? `${area.name}: ${first.label}` : area.name;
    await expect(page.getByRole('status').filter({ hasText: arrival })).toHaveCount(1);
    await expectFocusSettled(page, `arrived in ${area.name}`, page.getByRole('heading', { level: 1, name: area.name }));
    expect(await framesOnBody(), 'frames drawn with the focus on <body>').toBe(0);

    if (!first) {
      await page.keyboard.press('Tab');
      await expectFocusSettled(page, `Tab on from ${area.name}'s heading`);
      return;
    }
    const tabs = areaTabs(page, area);
    await tabTo(page, tabs.getByRole('tab', { selected: true }));
    for (const next of area.tabs.slice(1)) {
      await page.keyboard.press('ArrowRight');
      const tab = tabs.getByRole('tab', { name: next.label });
      await expect(page).toHaveURL(`${area.path}/${next.segment}`);
      await expect(panelHeading(page, next.label)).toBeVisible();
      // Another tab of the same area is no new page: the focus stays on the tab, and nothing is announced.
      await expectFocusSettled(page, `arrowed to ${next.label}`, tab);
      await expect(tab).toHaveAttribute('aria-selected', 'true');
    }
    await expect(page.getByRole('status').filter({ hasText: arrival })).toHaveCount(1);
    expect(await framesOnBody(), 'frames drawn with the focus on <body>').toBe(0);
  });
}

test.describe('the guards', () => {
  const refusals: { role: Role; path: string; required: string }[] = [
    { role: 'teacher', path: '/secure/office/enrollments', required: 'admin' },
    { role: 'parent', path: '/secure/site/schedule', required: 'admin or teacher' },
    { role: 'parent', path: '/secure/messages/write', required: 'admin or teacher' },
    { role: 'parent', path: '/secure/volunteering/duties', required: 'admin' },
    { role: 'parent', path: '/secure/classes', required: 'teacher' },
    { role: 'admin', path: '/secure/family', required: 'parent' },
  ];
  for (const { role, path, required } of refusals) {
    test(`${path} refuses ${aRole(role)} as the dashboard refused another role's tab`, async ({ page }) => {
      await signInAs(page, role, path);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await expect(
        page.getByText(`You don't have permission to access this page. Required role: ${required}`),
      ).toBeVisible();
      await expect(page.getByRole('tablist')).toHaveCount(0);
    });
  }

  test('signed out, an area sends to the login page and comes back after it', async ({ page }) => {
    await page.goto('/secure/system/backups');
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/secure/system/backups')}`);
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL('/secure/system/backups');
    await expect(panelHeading(page, 'Backups')).toBeVisible();
  });

  test('while a new password is required, only the Secure Area is listed and every area leads to its form', async ({
    page,
  }) => {
    const member = await createMember(page.request, 'teacher');
    const temporary = await forcePasswordReset(page.request, member.id);
    await signIn(page, { email: member.email, password: temporary });
    await expect(mainNav(page).getByRole('link')).toHaveText(navLinks([]));
    for (const area of memberAreasByRole.teacher) {
      await page.goto(area.path);
      await expect(page).toHaveURL('/secure/dashboard?tab=password');
      await expect(page.getByRole('tab')).toHaveText(['Change Password (Required)']);
    }
  });
});
