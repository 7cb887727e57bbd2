import { readFileSync } from 'node:fs';
import type { NewsItem } from '@coop/contract';
import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test';
import { violations } from './support/axe';
import { collectBrowserErrors } from './support/browser-errors';
import {
  adminToken,
  apiLogin,
  bearer,
  createMember,
  openTab,
  signedInAs,
  uniqueIdentity,
  signIn,
} from './support/members';
import { areaTabPath, memberArea } from './support/dashboard-tabs';

// Staff edit the site from the Website area's Site content tab. What a save stored is read back from the database as an administrator
// reads it, and the public pages show it without a restart.

const picture = readFileSync(new URL('../../content/images/news-field-trip-480.jpg', import.meta.url));

type Answer = { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] };

async function graphql(request: APIRequestContext, token: string, query: string, variables: object = {}) {
  const response = await request.post('/graphql', { headers: bearer(token), data: { query, variables } });
  return (await response.json()) as Answer;
}

/** A document's text as the database holds it now. */
async function savedText(request: APIRequestContext, key: string): Promise<string> {
  const answer = await graphql(
    request,
    await adminToken(request),
    'query ($key: String!) { contentDocument(key: $key) { body } }',
    { key },
  );
  expect(answer.errors).toBeUndefined();
  return (answer.data!.contentDocument as { body: string }).body;
}

async function savedNews(request: APIRequestContext): Promise<NewsItem[]> {
  return JSON.parse(await savedText(request, 'news.json')) as NewsItem[];
}

async function fillNewsItem(page: Page, fields: { type: 'News' | 'Event'; date: string; title: string; text: string }) {
  await page.getByLabel('Type').selectOption({ label: fields.type });
  await page.getByLabel('Date').fill(fields.date);
  await page.getByLabel('Title').fill(fields.title);
  await page.getByLabel('Text').fill(fields.text);
}

const siteContentPath = areaTabPath(memberArea('Website'), 'Site content');

/** A page as a family opening the site for the first time gets it: a browser of its own, with nothing kept. */
async function asNewVisitor(browser: Browser, path: string, check: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(path);
    await check(page);
  } finally {
    await context.close();
  }
}

test('an administrator adds a featured event with a picture, then deletes it', async ({ page, request, browser }) => {
  const errors = collectBrowserErrors(page);
  await signedInAs(page, request, 'admin');
  await page.goto(siteContentPath);
  await expect(page.getByRole('tab', { name: 'News and events' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Contact details' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Changes' })).toBeVisible();

  await page.getByRole('button', { name: 'Add a news item or event' }).click();
  // Nothing typed yet: the form says what is missing and puts the cursor there.
  await page.getByRole('button', { name: 'Save item' }).click();
  await expect(page.getByText('Please enter a title')).toBeVisible();
  await expect(page.getByLabel('Title')).toBeFocused();
  expect(await violations(page)).toEqual([]);

  const title = uniqueIdentity('Spring Picnic').name;
  await fillNewsItem(page, { type: 'Event', date: '2027-04-17', title, text: 'Bring a blanket and a dish to share.' });
  await page.getByRole('checkbox', { name: /^Featured/ }).check();
  await page.getByLabel('Show until').fill('2027-04-18');
  await page
    .getByLabel('Upload a picture')
    .setInputFiles({ name: 'picnic.jpg', mimeType: 'image/jpeg', buffer: picture });
  await page.getByLabel('Picture description').fill('Families on blankets in a park');
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await expect(page.getByRole('img', { name: 'Families on blankets in a park' })).toBeVisible();
  await page.getByRole('button', { name: 'Save item' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved "${title}".` })).toBeVisible();

  const added = (await savedNews(request)).find((item) => item.title === title);
  expect(added).toMatchObject({ type: 'event', date: '2027-04-17', featured: true, display_until: '2027-04-18' });
  expect(added?.image).toBeTruthy();

  // Live without a restart: the pages are rendered again on the server, with the event, its picture and their
  // head tags, for the home banner and the news board alike.
  // The public page is drawn again in a worker: under a busy machine's load that takes seconds, not a restart.
  await expect.poll(async () => (await request.get('/news-events')).text(), { timeout: 20_000 }).toContain(title);
  expect(await (await request.get('/')).text()).toContain(title);
  await asNewVisitor(browser, '/news-events', async (visitor) => {
    await expect(visitor).toHaveTitle(/^News and Events/);
    await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/news-events$/);
    // Featured: in the Featured grid and in the list of every item.
    await expect(visitor.getByRole('heading', { name: title })).toHaveCount(2);
    const picture = visitor.getByRole('img', { name: 'Families on blankets in a park' }).first();
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });
  await asNewVisitor(browser, '/', async (visitor) => {
    await expect(visitor.getByLabel(new RegExp(`^\\d+ of \\d+: ${title}$`))).toBeAttached();
  });

  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete item' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Deleted "${title}".` })).toBeVisible();
  expect((await savedNews(request)).some((item) => item.title === title)).toBe(false);
  expect(errors).toEqual([]);
});

test('a teacher adds a news item but has neither the contact details nor the changes log', async ({
  page,
  request,
}) => {
  await signedInAs(page, request, 'teacher');
  await page.goto(siteContentPath);
  await expect(page.getByRole('tab', { name: 'News and events' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Contact details' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Changes' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Before going live' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add a news item or event' }).click();
  const title = uniqueIdentity('Library visit').name;
  await fillNewsItem(page, { type: 'News', date: '2026-12-02', title, text: 'The third grade visits the library.' });
  await page.getByLabel('Link').fill('/enrollment');
  await page.getByRole('button', { name: 'Save item' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved "${title}".` })).toBeVisible();
  expect((await savedNews(request)).find((item) => item.title === title)).toMatchObject({
    type: 'news',
    link: '/enrollment',
    featured: false,
  });
});

test('an administrator reads what is left before going live, grouped by who changes it, and follows Edit', async ({
  page,
  request,
}) => {
  await signedInAs(page, request, 'admin');
  await page.goto(siteContentPath);
  await openTab(page, 'Before going live');
  const checklist = page.getByRole('region', { name: 'Before going live' });

  // The shipped contact address, in the words of the page it shows on, changed here in the dashboard.
  const onSite = checklist.getByRole('region', { name: 'On the site' });
  const email = onSite.getByRole('listitem').filter({ hasText: "The co-op's e-mail address, in Contact Us" });
  await expect(email).toContainText('Still info@example.org');
  await expect(email).toContainText('Enter the address families should write to.');
  // This server runs without a mail server and at a local address: settings to pass on, with no Edit link.
  const onServer = checklist.getByRole('region', { name: 'On the server' });
  await expect(onServer.getByRole('listitem').filter({ hasText: 'E-mail delivery' })).toContainText(
    'Ask whoever runs the server to set SMTP_URL.',
  );
  await expect(onServer.getByRole('listitem').filter({ hasText: "The site's public address" })).toContainText(
    'Ask whoever runs the server to set SITE_URL',
  );
  await expect(onServer.getByRole('link')).toHaveCount(0);
  // No file names or fields of them.
  await expect(checklist.getByText(/\.(json|md)\b/)).toHaveCount(0);
  expect(await violations(page)).toEqual([]);

  await email.getByRole('link', { name: /^Edit / }).click();
  await expect(page.getByRole('tab', { name: 'Contact details' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('E-mail')).toHaveValue('info@example.org');
});

test('a parent has no Website area, and the content operations refuse them', async ({ page, request }) => {
  const parent = await createMember(request, 'parent');
  await signIn(page, parent);
  await expect(page.getByRole('tab', { name: 'File Sharing' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Website' })).toHaveCount(0);
  await page.goto(siteContentPath);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();

  const token = await apiLogin(request, parent.email, parent.password);
  expect((await graphql(request, token, '{ editableContent }')).data).toEqual({ editableContent: [] });
  const read = await graphql(request, token, '{ contentDocument(key: "news.json") { revision body } }');
  expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const saved = await graphql(
    request,
    token,
    'mutation ($input: SaveContentInput!) { saveContentDocument(input: $input) { revision } }',
    { input: { key: 'news.json', body: '[]\n', baseRevision: 1 } },
  );
  expect(saved.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const changes = await graphql(request, token, '{ contentChanges { edges { node { key } } } }');
  expect(changes.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});

test('on a phone, by keyboard, an administrator edits a class card with its preview, then restores the version before', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const before = await savedText(request, 'classes/grade3.md');
  await signedInAs(page, request, 'admin');
  await page.goto(`${siteContentPath}?section=pages&key=classes%2Fgrade3.md`);
  await expect(page.getByLabel('Page', { exact: true })).toHaveValue('classes/grade3.md');
  const source = page.getByLabel('Markdown');
  await expect(source).toHaveValue(before);

  const added = uniqueIdentity('Field trip to the library').name;
  await source.fill(`${before.trimEnd()}\n\n**${added}** this spring.\n`);
  await expect(page.getByRole('region', { name: 'Preview' }).getByText(added)).toBeVisible();
  expect(await violations(page)).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await source.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save page' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  expect(await savedText(request, 'classes/grade3.md')).toContain(added);

  await page.getByRole('link', { name: 'Earlier versions of classes/grade3.md' }).click();
  await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/\(shown now\)/)).toBeVisible();
  const restore = page.getByRole('button', { name: /^Restore/ }).first();
  await restore.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Restore this version?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Restore version' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Restored the version of/ })).toBeVisible();
  expect(await savedText(request, 'classes/grade3.md')).toBe(before);
});
