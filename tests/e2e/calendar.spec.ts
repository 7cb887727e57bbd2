import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { collectBrowserErrors } from './support/browser-errors';
import { scheduleChangeId, scheduleChangesFileName, type CatalogClass, type ScheduleChange } from '@coop/contract';
import { catalog } from './support/form-submissions';
import { adminToken, bearer } from './support/members';

// No service worker: every page comes from the server, as on a first visit. These tests are not about it (the pwa
// specs are), and in each test's new browser context it would precache the whole site, some 240 files, meanwhile.
test.use({ serviceWorkers: 'block' });

// The calendar's own chunk, as the build named it (client/dist/.vite/manifest.json).
const manifest = JSON.parse(
  readFileSync(new URL('../../client/dist/.vite/manifest.json', import.meta.url), 'utf8'),
) as Record<string, { file: string }>;
const calendarChunk = `/${manifest['src/features/calendar/components/class-calendar.tsx'].file}`;

/** How the schedule names a class: "Reading (Grade 1)", "Biology (Grades 9–12)", "… (Ages 6–9)". */
function titleOf(item: CatalogClass): string {
  const range = (values: number[]) =>
    values[0] === values[values.length - 1] ? `${values[0]}` : `${values[0]}–${values[values.length - 1]}`;
  const audience = item.ages
    ? `Ages ${range(item.ages)}`
    : `Grade${item.grades.length > 1 ? 's' : ''} ${range(item.grades)}`;
  return `${item.subject} (${audience})`;
}

const byKey = (key: string) => catalog.classes.find((item) => item.key === key)!;
/** A Tuesday of the school year, in class time. */
const tuesday = new Date('2026-09-15T10:00:00');

/**
 * Opens the home page on that Tuesday and waits until it has settled (hydrated): the app scrolls to the top
 * when it starts, which would undo an earlier scroll.
 */
async function openHome(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.clock.setFixedTime(tuesday);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  return requested;
}

test("the calendar loads as its section comes near, in day view with the day's classes, without a layout shift", async ({
  page,
}) => {
  const errors = collectBrowserErrors(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const requested = await openHome(page);
  expect(requested, 'the calendar chunk must not load with the page').not.toContain(calendarChunk);

  const section = page.getByRole('region', { name: 'Class Schedule' });
  await expect(
    section.getByText(
      'Elementary and middle school classes meet on Tuesday and Thursday mornings, between 8:00 AM and 12:30 PM',
    ),
  ).toBeAttached();
  await expect(section.getByText(/High school classes are cafeteria-style, at various times/)).toBeAttached();
  const feedLink = section.getByRole('link', { name: 'Add to my calendar' });
  const feedLinkTop = () => feedLink.evaluate((link) => link.getBoundingClientRect().top + window.scrollY);
  const topBefore = await feedLinkTop();

  await section.getByRole('heading', { name: 'Class Schedule' }).scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { name: 'September 15, 2026' })).toBeVisible();
  expect(requested).toContain(calendarChunk);
  // The placeholder held the calendar's height: what follows it did not move.
  expect(Math.abs((await feedLinkTop()) - topBefore)).toBeLessThanOrEqual(4);

  for (const name of ['Previous', 'Next', 'Today', 'Month', 'Week'])
    await expect(section.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Day', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(section.getByRole('button', { name: 'Previous', exact: true })).toHaveAccessibleDescription(
    'Previous Day',
  );

  for (const item of catalog.classes.filter((c) => c.weekdays.includes('tue'))) {
    await expect(section.getByTitle(titleOf(item), { exact: true })).toBeVisible();
  }
  await expect(section.getByTitle(titleOf(byKey('biology_9th_12th')))).toHaveCount(0);

  // Indigo with white text, and the title as the tooltip.
  const reading = section.getByTitle(titleOf(byKey('reading_1st')), { exact: true });
  await expect(reading).toHaveCSS('background-color', 'rgb(75, 0, 130)');
  await expect(reading.getByText(titleOf(byKey('reading_1st')))).toHaveCSS('color', 'rgb(255, 255, 255)');

  expect(errors).toEqual([]);
  // FullCalendar warns when a Content Security Policy keeps its styles out.
  expect(warnings.filter((warning) => /fullcalendar/i.test(warning))).toEqual([]);
});

test('the views switch between day, week and month, and breaks have no classes', async ({ page }) => {
  const errors = collectBrowserErrors(page);
  await openHome(page);
  const section = page.getByRole('region', { name: 'Class Schedule' });
  await section.getByRole('heading', { name: 'Class Schedule' }).scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { name: 'September 15, 2026' })).toBeVisible();

  await section.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(section.getByRole('heading', { name: 'Sep 13 – 19, 2026' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // Monday and Wednesday.
  await expect(section.getByTitle(titleOf(byKey('biology_9th_12th')), { exact: true })).toHaveCount(2);
  await expect(section.getByTitle(titleOf(byKey('jaguar_circle')), { exact: true })).toHaveCount(1);

  for (let week = 0; week < 10; week++) await section.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(section.getByRole('heading', { name: 'Nov 22 – 28, 2026' })).toBeVisible();
  await expect(section.getByTitle('No classes: Thanksgiving Break')).toBeVisible();
  await expect(section.getByTitle(titleOf(byKey('reading_1st')), { exact: true })).toHaveCount(0);

  await section.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(section.getByRole('heading', { name: 'November 2026' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // At most five rows a day; the rest behind "+N more".
  await expect(section.getByText(/^\+\d+ more$/).first()).toBeVisible();

  await section.getByRole('button', { name: 'Day', exact: true }).click();
  await section.getByRole('button', { name: 'Today' }).click();
  await expect(section.getByRole('heading', { name: 'September 15, 2026' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('in week view the class that ends latest sits wholly inside the time grid', async ({ page }) => {
  await openHome(page);
  const section = page.getByRole('region', { name: 'Class Schedule' });
  await section.getByRole('heading', { name: 'Class Schedule' }).scrollIntoViewIfNeeded();
  await section.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(section.getByRole('heading', { name: 'Sep 13 – 19, 2026' })).toBeVisible();

  const latest = [...catalog.classes].sort((a, b) => b.end.localeCompare(a.end))[0];
  const event = section.getByTitle(titleOf(latest), { exact: true }).first();
  await expect(event).toBeVisible();
  // FullCalendar cuts an event at the grid's end and leaves its end mark off; a whole event keeps it.
  await expect(event).toHaveClass(/\bfc-event-end\b/);
  const eventBox = (await event.boundingBox())!;
  const gridBox = (await section.locator('.fc-timegrid-body').boundingBox())!;
  expect(eventBox.y + eventBox.height).toBeLessThanOrEqual(gridBox.y + gridBox.height);
  // Its bottom edge meets the line of its end time: the slot of its last half hour is drawn and ends there.
  const [hours, minutes] = latest.end.split(':').map(Number);
  const lastSlot = new Date(Date.UTC(2000, 0, 1, hours, minutes - 30)).toISOString().slice(11, 19);
  const slotBox = (await section.locator(`td.fc-timegrid-slot-lane[data-time="${lastSlot}"]`).boundingBox())!;
  expect(Math.abs(eventBox.y + eventBox.height - (slotBox.y + slotBox.height))).toBeLessThanOrEqual(3);
});

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the placeholder holds the taller calendar's place too", async ({ page }) => {
    await openHome(page);
    const section = page.getByRole('region', { name: 'Class Schedule' });
    const feedLink = section.getByRole('link', { name: 'Add to my calendar' });
    const feedLinkTop = () => feedLink.evaluate((link) => link.getBoundingClientRect().top + window.scrollY);
    const topBefore = await feedLinkTop();
    await section.getByRole('heading', { name: 'Class Schedule' }).scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { name: 'September 15, 2026' })).toBeVisible();
    expect(Math.abs((await feedLinkTop()) - topBefore)).toBeLessThanOrEqual(4);
  });
});

test('arriving at /#calendar loads the calendar at once', async ({ page }) => {
  await page.clock.setFixedTime(tuesday);
  await page.goto('/#calendar');
  await expect(
    page.getByRole('region', { name: 'Class Schedule' }).getByRole('heading', { name: 'September 15, 2026' }),
  ).toBeVisible();
});

/** The class schedule, drawn: scrolled to, with the calendar's day view shown. */
async function drawnCalendar(page: Page, day = 'September 15, 2026'): Promise<Locator> {
  const section = page.getByRole('region', { name: 'Class Schedule' });
  await section.getByRole('heading', { name: 'Class Schedule' }).scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { name: day })).toBeVisible();
  return section;
}

/** The classes the calendar shows: the titles (tooltips) of its events, each once, in order. */
async function meetingTitles(section: Locator): Promise<string[]> {
  const names = await section
    .getByRole('article')
    .evaluateAll((articles) => articles.map((article) => article.getAttribute('title') ?? ''));
  return [...new Set(names)].sort();
}

const grade3 = catalog.classes.filter((item) => item.group !== 'spanish_bites' && item.grades.includes(3));
const spanishBites = catalog.classes.filter((item) => item.group === 'spanish_bites');

test('"Show classes for" narrows the calendar to one grade, the address carries it, and a reload keeps it', async ({
  page,
}) => {
  const errors = collectBrowserErrors(page);
  await openHome(page);
  const section = await drawnCalendar(page);
  const choice = section.getByRole('combobox', { name: 'Show classes for' });
  await expect(choice.getByRole('option')).toHaveText([
    'All grades',
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((grade) => `Grade ${grade}`),
    'Grades 9-12',
    'Spanish Bites',
  ]);
  await expect(choice).toHaveValue('');
  const tuesdayClasses = catalog.classes.filter((item) => item.weekdays.includes('tue'));
  await expect.poll(() => meetingTitles(section)).toEqual(tuesdayClasses.map(titleOf).sort());

  // From the keyboard: the menu is a Tab stop before the calendar, and a choice narrows it at once.
  await choice.focus();
  await page.keyboard.press('End');
  await expect(choice).toHaveValue('spanish-bites');
  await choice.selectOption({ label: 'Grade 3' });
  await expect(page).toHaveURL(/\/\?classes=grade3$/);
  const grade3Tuesday = grade3.filter((item) => item.weekdays.includes('tue'));
  expect(grade3Tuesday.length).toBeGreaterThan(1);
  await expect.poll(() => meetingTitles(section)).toEqual(grade3Tuesday.map(titleOf).sort());
  // The choice kept the view and the day, and the page where it was.
  await expect(section.getByRole('heading', { name: 'September 15, 2026' })).toBeVisible();
  await expect(choice).toBeInViewport();

  await section.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(section.getByRole('heading', { name: 'Sep 13 – 19, 2026' })).toBeVisible();
  const meetings = grade3.reduce((count, item) => count + item.weekdays.length, 0);
  await expect(section.getByRole('article')).toHaveCount(meetings);

  // A reload (or the address sent to someone) opens the calendar narrowed the same way.
  await page.reload();
  await page.waitForLoadState('networkidle');
  const reloaded = await drawnCalendar(page);
  await expect(reloaded.getByRole('combobox', { name: 'Show classes for' })).toHaveValue('grade3');
  await expect.poll(() => meetingTitles(reloaded)).toEqual(grade3Tuesday.map(titleOf).sort());

  await reloaded.getByRole('combobox', { name: 'Show classes for' }).selectOption({ label: 'All grades' });
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => meetingTitles(reloaded)).toEqual(tuesdayClasses.map(titleOf).sort());
  expect(errors).toEqual([]);
});

test('the narrowed address serves the home page, which works without JavaScript as before', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto('/?classes=grade3#calendar');
    expect(response?.status()).toBe(200);
    const section = page.getByRole('region', { name: 'Class Schedule' });
    await expect(section.getByRole('heading', { name: 'Class Schedule' })).toBeVisible();
    await expect(section.getByRole('link', { name: 'Add to my calendar' })).toBeVisible();
    // The menu works the calendar, which is drawn by script: without it neither is offered.
    await expect(section.getByRole('combobox')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test("a class page's link opens the calendar narrowed to that page's classes", async ({ page }) => {
  const errors = collectBrowserErrors(page);
  await page.clock.setFixedTime(tuesday);
  await page.goto('/spanish-bites');
  await page.getByRole('link', { name: 'See Spanish Bites classes on the calendar' }).click();
  await expect(page).toHaveURL(/\/\?classes=spanish-bites#calendar$/);
  const section = page.getByRole('region', { name: 'Class Schedule' });
  await expect(section.getByRole('heading', { name: 'September 15, 2026' })).toBeVisible();
  await expect(section.getByRole('combobox', { name: 'Show classes for' })).toHaveValue('spanish-bites');
  await section.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(section.getByRole('heading', { name: 'Sep 13 – 19, 2026' })).toBeVisible();
  // Each Spanish Bites group meets once a week; no grade's class is among them.
  await expect.poll(() => meetingTitles(section)).toEqual(spanishBites.map(titleOf).sort());
  await expect(section.getByRole('article')).toHaveCount(spanishBites.length);
  expect(errors).toEqual([]);
});

/** Saves content/schedule-changes.json as an administrator does; answers the text it replaced. */
async function saveScheduleChanges(request: APIRequestContext, body: string): Promise<string> {
  const token = await adminToken(request);
  const read = await request.post('/graphql', {
    headers: bearer(token),
    data: {
      query: 'query ($key: String!) { contentDocument(key: $key) { body revision } }',
      variables: { key: scheduleChangesFileName },
    },
  });
  const current = ((await read.json()) as { data: { contentDocument: { body: string; revision: number } } }).data
    .contentDocument;
  if (current.body === body) return body;
  const saved = await request.post('/graphql', {
    headers: bearer(token),
    data: {
      query: 'mutation ($input: SaveContentInput!) { saveContentDocument(input: $input) { revision } }',
      variables: { input: { key: scheduleChangesFileName, body, baseRevision: current.revision } },
    },
  });
  expect(((await saved.json()) as { errors?: unknown }).errors).toBeUndefined();
  return current.body;
}

test('a cancelled meeting stays in sight as cancelled on a crowded day, in the week and the month', async ({
  page,
  request,
}) => {
  // Three classes at 10:00 on a Tuesday, beside Learning Nest since 8:30: by the clock they would come fifth and
  // later in the month's day and third and later in a week column's stack, both behind "+N more".
  const day = '2026-09-15';
  const cancelled = ['history_la_3rd_4th', 'la_iew_5th_6th', 'physical_science_8th'].map(byKey);
  const changes: ScheduleChange[] = cancelled.map((item) => ({
    id: scheduleChangeId(item.key, day),
    class_key: item.key,
    date: day,
    kind: 'cancelled',
    note: 'Building closed',
  }));
  const before = await saveScheduleChanges(request, `${JSON.stringify(changes, null, 2)}\n`);
  try {
    await openHome(page);
    const section = await drawnCalendar(page);
    const expectCancelledInSight = async (view: string) => {
      for (const item of cancelled) {
        const event = section.getByTitle(`Cancelled: ${titleOf(item)}`, { exact: true });
        await expect(event, view).toBeVisible();
        // Said in words, in what is drawn and what is read out, and drawn with a dashed edge, not by colour alone.
        await expect(event, view).toContainText('Cancelled:');
        await expect(event, view).toHaveAccessibleName(new RegExp(`^Cancelled: .+ Building closed$`));
        await expect(event, view).toHaveCSS('border-top-style', 'dashed');
      }
    };
    await expectCancelledInSight('day view');
    // That week each of them meets only that day.
    for (const item of cancelled) await expect(section.getByTitle(titleOf(item), { exact: true })).toHaveCount(0);

    await section.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(section.getByRole('heading', { name: 'Sep 13 – 19, 2026' })).toBeVisible();
    await expect(section.getByRole('button', { name: /^\+\d+/ }).first()).toBeVisible();
    await expectCancelledInSight('week view');
    for (const item of cancelled) await expect(section.getByTitle(titleOf(item), { exact: true })).toHaveCount(0);

    await section.getByRole('button', { name: 'Month', exact: true }).click();
    await expect(section.getByRole('heading', { name: 'September 2026' })).toBeVisible();
    await expect(section.getByText(/^\+\d+ more$/).first()).toBeVisible();
    await expectCancelledInSight('month view');
  } finally {
    await saveScheduleChanges(request, before);
  }
});

/** Content lines of an iCalendar document, after checking CRLF ends and 75-octet lines, unfolded. */
function contentLines(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(/\r(?!\n)|(?<!\r)\n/.test(text)).toBe(false);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  return physical.reduce<string[]>((lines, line) => {
    if (line.startsWith(' ')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
    return lines;
  }, []);
}

function eventUids(text: string): string[] {
  const lines = contentLines(text);
  const open: string[] = [];
  const uids: string[] = [];
  for (const line of lines) {
    if (line.startsWith('BEGIN:')) open.push(line.slice(6));
    else if (line.startsWith('END:')) expect(open.pop()).toBe(line.slice(4));
    else if (line.startsWith('UID:') && open[open.length - 1] === 'VEVENT') uids.push(line.slice(4));
    else expect(line).toMatch(/^[A-Z-]+[;:]/);
  }
  expect(open).toEqual([]);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines).toContain('BEGIN:VTIMEZONE');
  return uids;
}

test('the schedule links to .ics feeds that calendar apps can read, one event per class', async ({ page, request }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Class Schedule' });
  await expect(section.getByRole('link', { name: 'Add to my calendar' })).toHaveAttribute('href', '/calendar.ics');
  // The links to one group's feed are drawn as the section comes into view, as a visitor scrolls to it.
  await section.getByRole('link', { name: 'Add to my calendar' }).scrollIntoViewIfNeeded();

  const all = await request.get('/calendar.ics');
  expect(all.status()).toBe(200);
  expect(all.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(eventUids(await all.text()).map((uid) => uid.split('.')[0])).toEqual(catalog.classes.map((item) => item.key));

  for (const group of catalog.groups) {
    const link = section.getByRole('link', { name: group.title, exact: true });
    const href = await link.getAttribute('href');
    const feed = await request.get(href!);
    expect(feed.status(), href!).toBe(200);
    const keys = eventUids(await feed.text()).map((uid) => uid.split('.')[0]);
    expect(keys).toEqual(catalog.classes.filter((item) => item.group === group.key).map((item) => item.key));
  }
});
