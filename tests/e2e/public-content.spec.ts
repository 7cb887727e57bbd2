import { expect, test, type Locator, type Page } from './support/test';
import { isShownOn } from '../../client/src/features/news/news-visibility';
import { collectBrowserErrors } from './support/browser-errors';
import { classCards } from './support/public-routes';
import { firstParagraph, news, resources, teachers } from './support/site-content';

// The public content pages: Our Classes, a class page, Teachers, Resources, News and Events.

// No service worker: every page comes from the server, as on a first visit. These tests are not about it (the pwa
// specs are), and in each test's new browser context it would precache the whole site, some 240 files, meanwhile.
test.use({ serviceWorkers: 'block' });

/**
 * Holds back answers for /content files until the test has seen the loading state, then lets the real server's
 * answers through; call the function it returns to release them.
 */
async function holdContent(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** How many columns the boxes are laid out in (distinct left edges of the first row's boxes). */
async function columns(boxes: Locator): Promise<number> {
  const lefts = await boxes.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().left)),
  );
  return new Set(lefts).size;
}

/** How far the page is from having `card` just below the sticky header plus 20 px, as far as it can scroll. */
function distanceFromScrollTarget(card: Locator): Promise<number> {
  return card.evaluate((element) => {
    const header = document.getElementById('site-header')?.offsetHeight ?? 0;
    const wanted = element.getBoundingClientRect().top + window.scrollY - header - 20;
    const reachable = Math.min(Math.max(wanted, 0), document.documentElement.scrollHeight - window.innerHeight);
    return Math.abs(window.scrollY - reachable);
  });
}

/** The class cards: list items with a heading (the breadcrumb's items have none). */
const classCardsOn = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });

const teacherName = (file: string) =>
  file
    .split('-')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');

test.describe('Our Classes', () => {
  test('lists the ten classes in order with their descriptions, each card one link to its page', async ({ page }) => {
    const errors = collectBrowserErrors(page);
    await page.goto('/classes');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByText('Classes', { exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(breadcrumb).toHaveText(/Home\s*\/\s*Classes/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Classes');

    const cards = classCardsOn(page);
    await expect(cards).toHaveCount(10);
    for (const [index, [path, title]] of classCards.entries()) {
      const link = cards.nth(index).getByRole('link');
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAccessibleName(title);
      await expect(link).toHaveAttribute('href', path);
      await expect(cards.nth(index)).toContainText(firstParagraph(`classes${path}.md`));
    }
    expect(await columns(cards)).toBe(2);

    // The whole card is the link: a click near its bottom, below the title, goes there too.
    const card = (await cards.nth(9).boundingBox()) ?? { width: 0, height: 0 };
    await cards.nth(9).click({ position: { x: card.width / 2, y: card.height - 12 } });
    await expect(page).toHaveURL(/\/spanish-bites$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(classCards[9][1]);
    expect(errors).toEqual([]);
  });

  test.describe('on a small screen', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('the cards stack in one column', async ({ page }) => {
      await page.goto('/classes');
      const cards = classCardsOn(page);
      await expect(cards).toHaveCount(10);
      expect(await columns(cards)).toBe(1);
    });
  });

  test('reached inside the app, each description shows Loading... and then its text', async ({ page }) => {
    await page.goto('/grade2');
    const release = await holdContent(page, '**/content/classes/*.md');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Our Classes' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Classes');
    await expect(page.getByText('Loading...').first()).toBeVisible();
    release();
    await expect(page.getByText(firstParagraph('classes/grade5.md'))).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
  });
});

test.describe('Class page', () => {
  test('shows the breadcrumb and the grade rich text, its links limited to safe schemes', async ({ page }) => {
    const errors = collectBrowserErrors(page);
    await page.goto('/grade1');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb).toHaveText(/Home\s*>\s*Our Classes\s*>\s*Grade 1/);
    await expect(breadcrumb.getByRole('link', { name: 'Our Classes' })).toHaveAttribute('href', '/classes');
    await expect(page.getByText(firstParagraph('grade-pages/grade1.md'))).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What we teach' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    const hrefs = await page
      .locator('.rich-text a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^(https?:|mailto:|tel:|\/|#)/);
    expect(errors).toEqual([]);
  });

  test('reached inside the app, it shows the loading state, then the markdown rendered in the browser', async ({
    page,
  }) => {
    const errors = collectBrowserErrors(page);
    await page.goto('/classes');
    const release = await holdContent(page, '**/content/grade-pages/*.md');
    await page.getByRole('link', { name: classCards[8][1] }).click();
    await expect(page.getByText('Loading...')).toBeVisible();
    release();
    await expect(page.getByText(firstParagraph('grade-pages/grade9-12.md').replace(/\*\*/g, ''))).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(classCards[8][1]);
    expect(errors).toEqual([]);
  });
});

test.describe('Schedule tables on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Each body cell's visible text (innerText skips what is not displayed), with its column's header text. */
  async function stackedCells(page: Page) {
    return page.locator('.rich-text table').evaluateAll((tables) =>
      tables.flatMap((table) => {
        const headers = Array.from(table.querySelectorAll('thead th')).map((th) => th.textContent?.trim() ?? '');
        return Array.from(table.querySelectorAll('tbody tr')).flatMap((row) =>
          Array.from(row.querySelectorAll('td')).map((cell, index) => ({
            header: headers[index],
            text: (cell as HTMLElement).innerText.trim(),
          })),
        );
      }),
    );
  }

  /** Chromium's own accessibility tree: what a screen reader is given. */
  async function tableRoles(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Accessibility.enable');
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const named = (role: string) =>
      nodes
        .filter((node) => !node.ignored && node.role?.value === role)
        .map((node) => String(node.name?.value ?? '').trim());
    return {
      tables: named('table').length,
      rows: named('row').length,
      headers: named('columnheader'),
      cells: named('cell'),
    };
  }

  test('every stacked cell shows its column label, and the table stays a table with its headers', async ({ page }) => {
    let checkedCells = 0;
    for (const [path] of classCards) {
      await page.goto(path);
      const tables = page.locator('.rich-text table');
      if ((await tables.count()) === 0) continue;
      const cells = await stackedCells(page);
      for (const cell of cells) {
        expect(cell.header, `${path}: every column has a header`).toBeTruthy();
        expect(
          cell.text.startsWith(cell.header),
          `${path}: "${cell.text}" starts with its column's label "${cell.header}"`,
        ).toBe(true);
      }
      checkedCells += cells.length;

      const roles = await tableRoles(page);
      expect(roles.tables, path).toBe(await tables.count());
      const headerTexts = await page.locator('.rich-text thead th').allTextContents();
      expect(roles.headers, path).toEqual(headerTexts.map((text) => text.trim()));
      expect(roles.cells.length, path).toBe(cells.length);
      // The visible label is for the eye only: a screen reader announces the column header itself.
      const values = await page.locator('.rich-text tbody td').evaluateAll((tds) =>
        tds.map((td) =>
          Array.from(td.childNodes)
            .filter((node) => !(node instanceof HTMLElement && node.getAttribute('aria-hidden') === 'true'))
            .map((node) => node.textContent)
            .join('')
            .trim(),
        ),
      );
      expect(roles.cells, path).toEqual(values);
      for (const [index, name] of roles.cells.entries())
        expect(name.startsWith(cells[index].header), `${path}: "${name}" is read without its label`).toBe(false);
    }
    expect(checkedCells).toBeGreaterThan(0);
  });

  test('a grade page rendered in the browser labels its stacked cells too', async ({ page }) => {
    await page.goto('/classes');
    await page.getByRole('link', { name: classCards[8][1] }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(classCards[8][1]);
    await expect(page.locator('.rich-text table').first()).toBeVisible();
    const cells = await stackedCells(page);
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expect(cell.text.startsWith(cell.header)).toBe(true);
  });

  test('on a wide screen the labels are not repeated in the cells', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/grade9-12');
    const cells = await stackedCells(page);
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expect(cell.text.startsWith(cell.header)).toBe(false);
  });
});

test.describe('Teachers', () => {
  test('shows the eight biographies in two columns with round 8rem photos', async ({ page }) => {
    const errors = collectBrowserErrors(page);
    await page.goto('/teachers');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(8);
    for (const [index, teacher] of teachers.entries()) {
      const card = cards.nth(index);
      const name = teacherName(teacher.file);
      await expect(card.getByRole('heading', { name })).toBeVisible();
      await expect(card).toContainText(firstParagraph(`teachers/${teacher.file}.md`));
      const photo = card.getByRole('img', { name: `Portrait of ${name}` });
      await expect(photo).toBeVisible();
      const shape = await photo.evaluate((img) => {
        const style = getComputedStyle(img);
        const rootFont = parseFloat(getComputedStyle(document.documentElement).fontSize);
        return {
          width: img.getBoundingClientRect().width / rootFont,
          height: img.getBoundingClientRect().height / rootFont,
          radius: style.borderRadius,
        };
      });
      expect(shape).toEqual({ width: 8, height: 8, radius: '50%' });
    }
    expect(await columns(cards)).toBe(2);
    expect(errors).toEqual([]);
  });

  test('reached inside the app, it shows the loading text, then the biographies', async ({ page }) => {
    await page.goto('/resources');
    const release = await holdContent(page, '**/content/teachers/*.md');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Teachers' }).click();
    await expect(page.getByText('Loading teacher bios...')).toBeVisible();
    release();
    await expect(page.getByRole('article')).toHaveCount(8);
    await expect(page.getByText(firstParagraph(`teachers/${teachers[7].file}.md`))).toBeVisible();
  });
});

test.describe('Resources', () => {
  test('offers the two presentations for download and seven links that open in a new tab', async ({
    page,
    request,
  }) => {
    const errors = collectBrowserErrors(page);
    await page.goto('/resources');
    expect(resources.documents).toHaveLength(2);
    expect(resources.links).toHaveLength(7);
    for (const document of resources.documents) {
      const download = page.getByRole('link', { name: `Download ${document.name}` });
      await expect(download).toHaveAttribute('href', document.url);
      await expect(download).toHaveAttribute('download', /.+/);
      await expect(page.getByText(document.description)).toBeVisible();
      expect((await request.get(document.url)).status()).toBe(200);
    }
    for (const link of resources.links) {
      const anchor = page.getByRole('link', {
        name: new RegExp(`^${link.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      });
      await expect(anchor).toHaveAttribute('href', link.url);
      await expect(anchor).toHaveAttribute('target', '_blank');
      await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(page.getByText(link.description)).toBeVisible();
    }
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: `Download ${resources.documents[0].name}` }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/\.\w+$/);
    expect(errors).toEqual([]);
  });
});

test.describe('News and Events', () => {
  const today = new Date().toISOString().slice(0, 10);
  const shown = news.filter((item) => isShownOn(item, today));
  const featured = shown.filter((item) => item.featured);
  const longDate = (date: string) =>
    new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );

  const featuredGrid = (page: Page) => page.getByRole('region', { name: 'Featured', exact: true });
  const allGrid = (page: Page) => page.getByRole('region', { name: 'All News and Events' });

  test("shows today's items in a Featured grid and an All grid, each card complete", async ({ page }) => {
    const errors = collectBrowserErrors(page);
    await page.goto('/news-events');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('News and Events');
    await expect(featuredGrid(page).getByRole('article')).toHaveCount(featured.length);
    await expect(allGrid(page).getByRole('article')).toHaveCount(shown.length);
    for (const item of news.filter((entry) => !isShownOn(entry, today))) {
      await expect(page.getByText(item.title)).toHaveCount(0);
    }
    for (const item of shown) {
      const card = allGrid(page)
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: item.title, exact: true }) });
      await expect(card.getByRole('heading', { name: item.title })).toBeVisible();
      await expect(card).toContainText(item.excerpt);
      await expect(card).toContainText(item.type === 'news' ? 'News' : 'Event');
      await expect(card.locator('time')).toHaveText(longDate(item.date));
      await expect(card.getByRole(item.link ? 'link' : 'button')).toContainText(
        item.link ? 'Learn More →' : 'Read more →',
      );
      await expect(card.getByRole('img')).toHaveCount(item.image ? 1 : 0);
    }
    expect(await columns(featuredGrid(page).getByRole('article'))).toBe(Math.min(3, featured.length));
    expect(await columns(allGrid(page).getByRole('article'))).toBe(2);
    expect(errors).toEqual([]);
  });

  test.describe('on a small screen', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('both grids have one column', async ({ page }) => {
      await page.goto('/news-events');
      expect(await columns(featuredGrid(page).getByRole('article'))).toBe(1);
      expect(await columns(allGrid(page).getByRole('article'))).toBe(1);
    });
  });

  test('an external link opens in a new tab, an internal one navigates', async ({ page, context }) => {
    const external = shown.find((item) => item.link?.startsWith('http'));
    const internal = shown.find((item) => item.link?.startsWith('/'));
    if (!external || !internal) throw new Error('news.json has no external and internal link shown today');
    // The other site is not under test: answer for it here.
    await context.route(`${external.link}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>elsewhere</title>' }),
    );

    await page.goto('/news-events');
    const externalCard = allGrid(page).getByRole('article').filter({ hasText: external.title });
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      externalCard.getByRole('link', { name: /Learn More →/ }).click(),
    ]);
    await expect(tab).toHaveURL(external.link as string);
    await tab.close();
    await expect(page).toHaveURL(/\/news-events$/);
    await expect(externalCard).toHaveAttribute('aria-current', 'true');

    await allGrid(page)
      .getByRole('article')
      .filter({ hasText: internal.title })
      .getByRole('link', { name: /Learn More →/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${internal.link}$`));
  });

  test('lists upcoming events first, soonest first, then news and past events, newest first', async ({ page }) => {
    // A day with events still to come and news already out, so both parts of the order are on the page.
    const day = '2026-11-23';
    await page.clock.setFixedTime(new Date(`${day}T15:00:00Z`));
    await page.goto('/news-events');
    const shownThatDay = news.filter((item) => isShownOn(item, day));
    const upcoming = shownThatDay.filter((item) => item.type === 'event' && item.date >= day);
    const rest = shownThatDay.filter((item) => !upcoming.includes(item));
    expect(upcoming.length).toBeGreaterThan(1);
    expect(rest.length).toBeGreaterThan(1);
    const expected = [
      ...upcoming.sort((a, b) => a.date.localeCompare(b.date)),
      ...rest.sort((a, b) => b.date.localeCompare(a.date)),
    ].map((item) => `${item.date} ${item.title}`);
    const shownOrder = () =>
      allGrid(page)
        .getByRole('article')
        .evaluateAll((articles) =>
          articles.map(
            (article) =>
              `${article.querySelector('time')?.getAttribute('datetime')} ${article.querySelector('h3')?.textContent}`,
          ),
        );
    await expect.poll(shownOrder).toEqual(expected);
  });

  test('a link to one card marks only that card, the one scrolled to', async ({ page }) => {
    const target = featured[0];
    await page.goto(`/news-events#news-${target.id}`);
    const selected = page.locator('article[aria-current="true"]');
    await expect(allGrid(page).getByRole('article').filter({ hasText: target.title })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(selected).toHaveCount(1);
    await expect(selected).toHaveAttribute('id', `news-${target.id}`);
    await expect(featuredGrid(page).getByRole('article').filter({ hasText: target.title })).not.toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect.poll(() => distanceFromScrollTarget(selected)).toBeLessThan(3);
    // Only the marked card carries the selected outline.
    const outlined = await page
      .getByRole('article')
      .evaluateAll(
        (articles) =>
          articles.filter((article) => getComputedStyle(article).boxShadow.includes('0px 0px 0px 3px')).length,
      );
    expect(outlined).toBe(1);
  });

  test('a card without a link is highlighted and scrolled to; selecting another moves the mark', async ({ page }) => {
    const linkless = shown.filter((item) => !item.link);
    expect(linkless.length).toBeGreaterThan(1);
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/news-events');
    const first = allGrid(page).getByRole('article').filter({ hasText: linkless[0].title });
    const second = allGrid(page).getByRole('article').filter({ hasText: linkless[1].title });

    await expect(async () => {
      await first.getByRole('button', { name: /Read more →/ }).click();
      await expect(first).toHaveAttribute('aria-current', 'true', { timeout: 500 });
    }).toPass();
    await expect(first.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => distanceFromScrollTarget(first)).toBeLessThan(3);

    await second.getByRole('button', { name: /Read more →/ }).click();
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => distanceFromScrollTarget(second)).toBeLessThan(3);
    await expect(first).not.toHaveAttribute('aria-current', 'true');
    await expect(first.getByRole('button')).toHaveAttribute('aria-pressed', 'false');
  });
});
