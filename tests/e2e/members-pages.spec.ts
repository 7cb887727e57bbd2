import { expect, test, type Page } from './support/test';
import { collectBrowserErrors } from './support/browser-errors';
import { ADMIN_ACCOUNT } from './support/credentials';
import {
  createMember,
  shareLinksViaApi,
  signUpViaApi,
  uniqueIdentity,
  uploadViaApi,
  type LinkToShare,
  signIn,
} from './support/members';

// Long lists are read a page at a time (50 rows), with their sort, filters and search in the address. Each test
// names its rows with a tag of its own and searches for it, so rows other tests left in the shared database stay
// out of the counts.

const cards = (page: Page) => page.getByRole('list', { name: 'Shared links' }).locator(':scope > li');
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 4 });
/** A card's title as its heading reads, with the hint that the link opens a new tab. */
const titled = (...titles: string[]) => titles.map((title) => `${title} (opens in a new tab)`);
const listStatus = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

/** 60 links tagged `tag`: "tag 01" to "tag 60", shared in that order; every third is Curriculum, every fifth for staff. */
function sixtyLinks(tag: string): LinkToShare[] {
  return Array.from({ length: 60 }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return {
      title: `${tag} ${number}`,
      url: `https://example.org/${number}`,
      description: `Practice sheet ${number}`,
      category: (index + 1) % 3 === 0 ? 'Curriculum' : 'General',
      visibility: (index + 1) % 5 === 0 ? 'teachers_and_admins' : 'everyone',
    };
  });
}

test.describe('Long lists a page at a time', () => {
  test.describe.configure({ timeout: 60_000 });

  test('links: the first 50, the rest on scrolling to the end; sort, filters and search narrow them and stay in the address', async ({
    page,
    request,
  }) => {
    const errors = collectBrowserErrors(page);
    const tag = uniqueIdentity('Paged').name;
    const teacher = await createMember(request, 'teacher');
    await shareLinksViaApi(request, teacher, sixtyLinks(tag));
    await signIn(page, teacher);

    await page.goto(`/secure/dashboard?tab=links&q=${encodeURIComponent(tag)}`);
    await expect(page.getByLabel('Search links')).toHaveValue(tag);
    await expect(cards(page)).toHaveCount(50);
    await expect(cardTitles(page).first()).toHaveText(titled(`${tag} 60`)[0]);
    await expect(listStatus(page, 'Showing 50 links; more below.')).toBeVisible();

    await page.getByRole('button', { name: 'Show more links' }).scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(60);
    await expect(cardTitles(page).last()).toHaveText(titled(`${tag} 01`)[0]);
    await expect(listStatus(page, 'Showing all 60 links.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show more links' })).toHaveCount(0);

    await page.getByLabel('Sort by').selectOption({ label: 'Title A–Z' });
    await expect(cardTitles(page).first()).toHaveText(titled(`${tag} 01`)[0]);
    await expect(page).toHaveURL(/sort=TITLE_ASC/);

    await page.getByLabel('Show category').selectOption('Curriculum');
    await expect(cards(page)).toHaveCount(20);
    await page.getByLabel('Visible to').selectOption({ label: 'Staff Only' });
    // Every 15th: 15, 30, 45, 60.
    await expect(cardTitles(page)).toHaveText(titled(`${tag} 15`, `${tag} 30`, `${tag} 45`, `${tag} 60`));

    await page.getByLabel('Show category').selectOption('All');
    await page.getByLabel('Visible to').selectOption('All');
    await page.getByLabel('Search links').fill(`${tag} 0`);
    await expect(cards(page)).toHaveCount(9);
    await expect(page).toHaveURL(/q=Paged(\+|%20)\w+(\+|%20)0(&|$)/);

    await page.getByLabel('Search links').fill('nothing shares this title or description');
    await expect(listStatus(page, 'No links match your search.')).toBeVisible();
    await page.getByLabel('Search links').fill(`${tag} 0`);
    await page.getByLabel('Show category').selectOption('Curriculum');
    await expect(cardTitles(page)).toHaveText(titled(`${tag} 03`, `${tag} 06`, `${tag} 09`));

    const address = new URL(page.url());
    expect(Object.fromEntries(address.searchParams)).toEqual({
      tab: 'links',
      sort: 'TITLE_ASC',
      category: 'Curriculum',
      q: `${tag} 0`,
    });
    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('TITLE_ASC');
    await expect(page.getByLabel('Show category')).toHaveValue('Curriculum');
    await expect(page.getByLabel('Search links')).toHaveValue(`${tag} 0`);
    await expect(cardTitles(page)).toHaveText(titled(`${tag} 03`, `${tag} 06`, `${tag} 09`));
    expect(errors).toEqual([]);
  });

  test('keyboard: Enter on "Show more links" loads the next page and the status says how many are shown', async ({
    page,
    browser,
    request,
  }) => {
    // Without a scroll watcher, only the button can load the next page.
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    });
    const tag = uniqueIdentity('Keyed').name;
    const parent = await createMember(request, 'parent');
    const teacher = await createMember(request, 'teacher');
    await shareLinksViaApi(request, teacher, sixtyLinks(tag));
    // A parent sees the 48 links shared with everyone: a single page, and no audience menu (there is one audience).
    const parentContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const parentPage = await parentContext.newPage();
    await signIn(parentPage, parent, `/secure/dashboard?tab=links&q=${encodeURIComponent(tag)}`);
    await expect(cards(parentPage)).toHaveCount(48);
    await expect(listStatus(parentPage, 'Showing all 48 links.')).toBeVisible();
    await expect(parentPage.getByLabel('Visible to')).toHaveCount(0);
    await parentContext.close();

    await signIn(page, teacher, `/secure/dashboard?tab=links&q=${encodeURIComponent(tag)}`);
    await expect(cards(page)).toHaveCount(50);
    const more = page.getByRole('button', { name: 'Show more links' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(60);
    await expect(listStatus(page, 'Showing all 60 links.')).toBeVisible();
    // The button is gone with the last page; the keyboard stays at the end of the list.
    await expect(more).toHaveCount(0);
    await expect(page.locator('.load-more')).toBeFocused();
  });

  test('files: the first 50 rows, the rest on scrolling; an upload and a delete update the paged table', async ({
    page,
    request,
  }) => {
    const tag = uniqueIdentity('Many').name.replace(/\W+/g, '-');
    // Uploads are limited per account, so two teachers share the 55 files.
    const [first, second] = [await createMember(request, 'teacher'), await createMember(request, 'teacher')];
    for (let index = 1; index <= 55; index += 1) {
      const name = `${tag}-${String(index).padStart(2, '0')}.txt`;
      await uploadViaApi(request, index <= 28 ? first : second, {
        name,
        mimeType: 'text/plain',
        buffer: Buffer.from(name),
      });
    }
    await signIn(page, first, `/secure/dashboard?tab=files&q=${tag}`);
    const names = page.getByRole('region', { name: 'Shared files' }).getByRole('rowheader');
    await expect(names).toHaveCount(50);
    await expect(names.first()).toHaveText(`${tag}-55.txt`);
    await expect(listStatus(page, 'Showing 50 files; more below.')).toBeVisible();

    await page.getByRole('button', { name: 'Show more files' }).scrollIntoViewIfNeeded();
    await expect(names).toHaveCount(55);
    await expect(names.last()).toHaveText(`${tag}-01.txt`);
    await expect(listStatus(page, 'Showing all 55 files.')).toBeVisible();

    await page.getByRole('button', { name: `Delete ${tag}-01.txt` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete file' }).click();
    await expect(names).toHaveCount(54);
    await expect(page.getByRole('row', { name: new RegExp(`${tag}-01\\.txt`) })).toHaveCount(0);

    await page.getByLabel('File', { exact: true }).setInputFiles({
      name: `${tag}-new.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from('new'),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(names.first()).toHaveText(`${tag}-new.txt`);
  });

  test('files: sort by name and size, filter by audience and search by name, kept across a reload', async ({
    page,
    request,
  }) => {
    const tag = uniqueIdentity('Sorted').name.replace(/\W+/g, '-');
    const teacher = await createMember(request, 'teacher');
    const upload = (name: string, bytes: number, visibility: 'everyone' | 'teachers_and_admins' = 'everyone') =>
      uploadViaApi(
        request,
        teacher,
        { name: `${tag}-${name}.txt`, mimeType: 'text/plain', buffer: Buffer.from('x'.repeat(bytes)) },
        visibility,
      );
    await upload('bravo', 3000);
    await upload('alpha', 1000, 'teachers_and_admins');
    await upload('charlie', 2000);
    await signIn(page, teacher);

    await page.goto(`/secure/dashboard?tab=files&q=${tag}`);
    const table = page.getByRole('region', { name: 'Shared files' });
    const names = table.getByRole('rowheader');
    await expect(names).toHaveText([`${tag}-charlie.txt`, `${tag}-alpha.txt`, `${tag}-bravo.txt`]);

    await page.getByLabel('Sort by').selectOption({ label: 'Name A–Z' });
    await expect(names).toHaveText([`${tag}-alpha.txt`, `${tag}-bravo.txt`, `${tag}-charlie.txt`]);
    await page.getByLabel('Sort by').selectOption({ label: 'Largest first' });
    await expect(names).toHaveText([`${tag}-bravo.txt`, `${tag}-charlie.txt`, `${tag}-alpha.txt`]);

    await page.getByLabel('Visible to').selectOption({ label: 'Parents, teachers and admins' });
    await expect(names).toHaveText([`${tag}-bravo.txt`, `${tag}-charlie.txt`]);
    await page.getByLabel('Search files').fill(`${tag}-char`);
    await expect(names).toHaveText([`${tag}-charlie.txt`]);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}-char(&|$)`));

    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('SIZE_DESC');
    await expect(page.getByLabel('Visible to')).toHaveValue('everyone');
    await expect(names).toHaveText([`${tag}-charlie.txt`]);

    await page.getByLabel('Search files').fill(`${tag}-zulu`);
    await expect(listStatus(page, 'No files match your search.')).toBeVisible();
  });

  test('accounts: a sub-tab and a search in the address survive a reload', async ({ page, request }) => {
    const applicant = await signUpViaApi(request, 'Findable');
    await signIn(
      page,
      ADMIN_ACCOUNT,
      `/secure/dashboard?tab=users&group=pending&q=${encodeURIComponent(applicant.email)}`,
    );
    const rows = page.getByRole('region', { name: 'Accounts waiting for approval' }).getByRole('rowheader');
    await expect(rows).toHaveText([applicant.name]);
    await expect(listStatus(page, 'Showing all 1 account.')).toBeVisible();

    await page.getByRole('tab', { name: /^Approved Users/ }).click();
    await expect(page).toHaveURL(/group=approved/);
    await expect(listStatus(page, 'No accounts match your search.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: /^Approved Users/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Search accounts')).toHaveValue(applicant.email);
  });
});
