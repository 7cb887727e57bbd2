import { expect, test, type Locator, type Page } from './support/test';
import { collectBrowserErrors } from './support/browser-errors';
import { wcagViolations } from './support/axe';
import { expectFocusSettled, tabTo } from './support/keyboard';

// The class calendar from the keyboard and through the accessibility tree alone: no pointer is used here.

// No service worker: every page comes from the server, as on a first visit. These tests are not about it (the pwa
// specs are), and in each test's new browser context it would precache the whole site, some 240 files, meanwhile.
test.use({ serviceWorkers: 'block' });

/** A Tuesday of the school year, in class time. */
const tuesday = new Date('2026-09-15T10:00:00');

async function openHome(page: Page) {
  await page.clock.setFixedTime(tuesday);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  return page.getByRole('region', { name: 'Class Schedule' });
}

/** Presses a key on the focused control; that control keeps focus and the live region says the new range. */
async function pressAndHear(page: Page, section: Locator, control: Locator, title: string) {
  await page.keyboard.press('Enter');
  await expect(control).toBeFocused();
  await expect(section.getByRole('status')).toMatchAriaSnapshot(`- status: ${title}`);
  await expect(section.getByRole('heading', { name: title })).toBeVisible();
  await expectFocusSettled(page, 'calendar');
}

/**
 * The names of the nodes of one role in the order Chromium's own accessibility tree reads them (depth first from
 * the root, as a screen reader walks it; `aria-owns` is applied there).
 */
async function namesInAccessibilityTree(page: Page, role: string): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
    nodes: {
      nodeId: string;
      parentId?: string;
      childIds?: string[];
      role?: { value: string };
      name?: { value: string };
    }[];
  };
  await session.detach();
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const names: string[] = [];
  const walk = (id: string) => {
    const node = byId.get(id);
    if (!node) return;
    if (node.role?.value === role && node.name?.value) names.push(node.name.value);
    for (const child of node.childIds ?? []) walk(child);
  };
  walk(nodes.find((node) => !node.parentId)!.nodeId);
  return names;
}

async function expectNoAxeViolations(page: Page, state: string) {
  expect(await wcagViolations(page, '#calendar .schedule__calendar'), state).toEqual([]);
}

/** Every drawn event title is wide enough to read a word of it. */
async function expectReadableTitles(section: Locator, view: string) {
  const widths = await section
    .locator('.fc-event-title, .fc-list-event-title')
    .evaluateAll((titles) =>
      titles
        .filter((title) => title.getClientRects().length > 0)
        .map((title) => Math.round(title.getBoundingClientRect().width)),
    );
  expect(widths.length, view).toBeGreaterThan(0);
  expect(Math.min(...widths), view).toBeGreaterThanOrEqual(40);
}

test.describe('at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Tab reaches the calendar at once, and every view works from the keyboard and reads in order', async ({
    page,
  }) => {
    // Many views and an axe run in each: more than the default half minute on a shared machine.
    test.setTimeout(120_000);
    const errors = collectBrowserErrors(page);
    const section = await openHome(page);

    // From the link before it: the menu that narrows the calendar, then the calendar's first control. The
    // section is taken over by the app as it comes near the viewport, and the link is focused once that is done
    // (the menu drawn): focused before, the Tab once missed the menu under a CPU hog. Loading that part can
    // outlast an expectation's usual 5 s on a busy machine, hence the ceiling (not a figure).
    await section.scrollIntoViewIfNeeded();
    const choice = section.getByRole('combobox', { name: 'Show classes for' });
    await expect(choice).toBeAttached({ timeout: 30_000 });
    const before = page.getByRole('link', { name: 'See all classes on one page' });
    // On a cold first load the page may still be settling (the app taking over the section moves focus once), so
    // the link is focused until it keeps it; only then is the Tab under test pressed.
    await expect(async () => {
      await before.focus();
      await expect(before).toBeFocused({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await page.keyboard.press('Tab');
    await expect(choice).toBeFocused();
    expect(await wcagViolations(page, '#calendar .schedule__choice'), 'the menu').toEqual([]);
    // The calendar itself arrives in a chunk of its own, after the menu: on a cold first load it may not be drawn
    // yet, and the Tab would go past where it will be.
    const previous = section.getByRole('button', { name: 'Previous', exact: true });
    await expect(previous).toBeAttached({ timeout: 30_000 });
    await page.keyboard.press('Tab');
    await expect(previous).toBeFocused();
    await expectFocusSettled(page, 'calendar');

    // Paging keeps focus on the pressed button, and the new range is announced.
    const next = section.getByRole('button', { name: 'Next', exact: true });
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    await pressAndHear(page, section, next, 'September 16, 2026');
    await page.keyboard.press('Shift+Tab');
    await pressAndHear(page, section, previous, 'September 15, 2026');

    // Day view: the day's classes are stops of their own, named in full and read in time order.
    const reading = section.getByRole('article', {
      name: 'Reading (Grade 1), Tuesday, September 15, 8:00 AM to 9:00 AM, Catalyst',
    });
    await tabTo(page, reading);
    await expectFocusSettled(page, 'calendar');

    // Week view.
    const week = section.getByRole('button', { name: 'Week', exact: true });
    await week.focus();
    await pressAndHear(page, section, week, 'Sep 13 – 19, 2026');
    await expectNoAxeViolations(page, 'week view');
    // The day headers read as drawn, then as whole dates ("Tue 9/15" is drawn), each a button that opens that day.
    expect(await namesInAccessibilityTree(page, 'columnheader')).toEqual(
      [13, 14, 15, 16, 17, 18, 19].map((day) => {
        const weekday = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][day - 13];
        return `${weekday.slice(0, 3)} 9/${day}, ${weekday}, September ${day}, 2026`;
      }),
    );
    await expect(section.getByRole('columnheader', { name: 'Tue 9/15, Tuesday, September 15, 2026' }))
      .toMatchAriaSnapshot(`
      - columnheader "Tue 9/15, Tuesday, September 15, 2026":
        - button "Tue 9/15, Tuesday, September 15, 2026": Tue 9/15
    `);
    await expectReadableTitles(section, 'week view');
    const readOut = (await namesInAccessibilityTree(page, 'article')).filter((name) =>
      name.includes('Tuesday, September 15'),
    );
    expect(readOut.length).toBeGreaterThan(5);
    const startMinutes = readOut.map((name) => {
      const [, hours, minutes, half] = /, (\d+):(\d+) (AM|PM) to /.exec(name)!;
      return ((Number(hours) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(minutes);
    });
    expect(startMinutes, readOut.join('\n')).toEqual([...startMinutes].sort((a, b) => a - b));
    // Every event in the week is a keyboard stop with its whole title, time and place in its name.
    const firstEvent = section.getByRole('article').first();
    await firstEvent.focus();
    await expect(firstEvent).toBeFocused();
    await expect(firstEvent).toHaveAccessibleName(
      /^.+ \(.+\), \w+day, September \d+, \d+:\d\d [AP]M to \d+:\d\d [AP]M, .+$/,
    );
    await expectFocusSettled(page, 'calendar');

    // Month view: day numbers are buttons named by the date; Enter opens that day with focus on its title.
    const month = section.getByRole('button', { name: 'Month', exact: true });
    await month.focus();
    await pressAndHear(page, section, month, 'September 2026');
    await section.getByRole('button', { name: 'Next', exact: true }).focus();
    await pressAndHear(page, section, section.getByRole('button', { name: 'Next', exact: true }), 'October 2026');
    // The first days of November close the month's grid.
    const otherMonthDay = section.getByRole('button', { name: 'Sunday, November 1, 2026', exact: true });
    await expect(otherMonthDay).toBeVisible();

    // "+N more" opens a dialog that takes focus; Escape closes it and gives focus back.
    const more = section.getByRole('button', { name: /^\+\d+ more$/ }).first();
    await more.focus();
    await page.keyboard.press('Enter');
    const dialog = section.getByRole('dialog');
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expectFocusSettled(page, 'calendar');
    await expectNoAxeViolations(page, 'month view with "+N more" open');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(more).toBeFocused();
    await expectFocusSettled(page, 'calendar');
    // The close control works from the keyboard too.
    await page.keyboard.press('Enter');
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(more).toBeFocused();
    await expectNoAxeViolations(page, 'month view');

    // Its weekday headers are whole names too.
    expect(await namesInAccessibilityTree(page, 'columnheader')).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    const day = section.getByRole('button', { name: 'Thursday, October 22, 2026', exact: true });
    await day.focus();
    await page.keyboard.press('Enter');
    await expect(section.getByRole('heading', { name: 'October 22, 2026' })).toBeFocused();
    await expect(section.getByRole('status')).toMatchAriaSnapshot('- status: October 22, 2026');
    await expectFocusSettled(page, 'calendar');
    await expectNoAxeViolations(page, 'day view');

    // The list: the week's classes as rows of text, with their times and places.
    const list = section.getByRole('button', { name: 'List', exact: true });
    await list.focus();
    await pressAndHear(page, section, list, 'Oct 18 – 24, 2026');
    await expect(section.getByRole('row', { name: /^8:00am - 9:00am Reading \(Grade 1\) · Catalyst$/ })).toHaveCount(1);
    // Monday and Wednesday.
    await expect(
      section.getByRole('row', { name: /^\d+:\d\d[ap]m - \d+:\d\d[ap]m Biology \(Grades 9–12\) · \S/ }),
    ).toHaveCount(2);
    await expectNoAxeViolations(page, 'list view');

    // Today comes back to the day it was.
    const today = section.getByRole('button', { name: 'Today', exact: true });
    await today.focus();
    await pressAndHear(page, section, today, 'Sep 13 – 19, 2026');
    expect(errors).toEqual([]);
  });
});

for (const width of [390, 320]) {
  test.describe(`on a ${width} px wide phone`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('Month and Week are lists, every title is readable and the calendar passes axe', async ({ page }) => {
      test.setTimeout(90_000);
      const section = await openHome(page);
      // What this test is about comes after the calendar is drawn: it waits for that before tabbing in, where a
      // Tab made while the placeholder is swapped for the calendar is the desktop test's concern.
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole('button', { name: 'Previous', exact: true })).toBeVisible();
      await page.getByRole('link', { name: 'See all classes on one page' }).focus();
      await page.keyboard.press('Tab');
      await expect(section.getByRole('combobox', { name: 'Show classes for' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(section.getByRole('button', { name: 'Previous', exact: true })).toBeFocused();
      await expectFocusSettled(page, 'calendar');

      await expectReadableTitles(section, 'day view');
      await expectNoAxeViolations(page, 'day view');
      for (const [view, title] of [
        ['Week', 'Sep 13 – 19, 2026'],
        ['Month', 'September 2026'],
      ] as const) {
        const button = section.getByRole('button', { name: view, exact: true });
        await button.focus();
        await pressAndHear(page, section, button, title);
        await expect(section.locator('.fc-list')).toBeVisible();
        await expectReadableTitles(section, view);
        await expectNoAxeViolations(page, `${view} view`);
      }
    });
  });
}
