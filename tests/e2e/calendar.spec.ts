import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { collectBrowserErrors } from './support/browser-errors';
import type { CatalogClass } from '@coop/contract';
import { catalog } from './support/form-submissions';

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
