import { expect, test, type Locator, type Page } from './support/test';

// Keyboard only: the header's links, the phone menu and in-page sections driven with Tab, Enter and Escape.
// After every key the focused element is never the page's body and never hidden under something else (its
// centre, hit-tested, is the element itself or inside it); a navigation puts focus on where it went (the
// section's heading, or the new page's h1) and a new page's title is read out by a live region.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
// A phone on its side at 400 % zoom, or large text in a small window.
const SHORT_WINDOW = { width: 320, height: 256 };

const sections = [
  ['About', 'about'],
  ['Classes', 'classes'],
  ['Calendar', 'calendar'],
  ['Contact', 'contact'],
] as const;

/** Where focus is: 'body', or whether the element shows at its centre ('shown' or what covers it), and what it is. */
function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { where: 'body', tag: '', text: '', section: '' };
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const covered = `${element.outerHTML.slice(0, 80)} hidden under ${hit ? hit.outerHTML.slice(0, 80) : 'nothing (off screen)'}`;
    const where = hit && element.contains(hit) ? 'shown' : covered;
    return {
      where,
      tag: element.tagName.toLowerCase(),
      text: (element.textContent ?? '').trim(),
      section: element.closest('section[id]')?.id ?? '',
    };
  });
}

/** Focus has settled somewhere visible (smooth scrolling and late content may take a moment). */
async function expectFocusShown(page: Page) {
  await expect.poll(async () => (await focusState(page)).where, { timeout: 8_000 }).toBe('shown');
}

async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await expectFocusShown(page);
}

/** Tabs (forward, or back with Shift+Tab), checking focus after every step, until `target` has it. */
async function tabTo(page: Page, target: Locator, key = 'Tab', maxSteps = 120) {
  for (let step = 0; step < maxSteps; step++) {
    await press(page, key);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

async function openPage(page: Page, path: string) {
  await page.goto(path);
  // The page's module has loaded and React has taken over the pre-rendered markup.
  await page.waitForLoadState('networkidle');
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const navLink = (page: Page, name: string) => nav(page).getByRole('link', { name, exact: true });
const menuButton = (page: Page) => nav(page).getByRole('button', { name: 'Menu' });
const menuLinks = (page: Page) => nav(page).getByRole('listitem').getByRole('link');

/** Opens `path`, then the phone menu with Tab and Enter. */
async function openMenuByKeyboard(page: Page, path: string) {
  await openPage(page, path);
  await tabTo(page, menuButton(page));
  await press(page, 'Enter');
}

async function expectOnSectionHeading(page: Page, id: string) {
  await expect
    .poll(
      async () => {
        const focus = await focusState(page);
        return `${focus.section} ${/^h[1-6]$/.test(focus.tag)}`;
      },
      { timeout: 8_000 },
    )
    .toBe(`${id} true`);
  await expectFocusShown(page);
}

async function expectNewPageAnnounced(page: Page, heading: string) {
  const h1 = page.getByRole('main').getByRole('heading', { level: 1, name: heading });
  await expect(h1).toBeFocused();
  await expectFocusShown(page);
  const title = await page.title();
  expect(title).toContain(heading);
  await expect(page.getByRole('status').filter({ hasText: title })).toHaveText(title);
}

test.describe('at desktop width', () => {
  test.use({ viewport: DESKTOP });

  for (const [label, id] of sections) {
    test(`${label} from another page lands focus on its section's heading`, async ({ page }) => {
      await openPage(page, '/resources');
      await tabTo(page, navLink(page, label));
      await press(page, 'Enter');
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expectOnSectionHeading(page, id);
      const title = await page.title();
      await expect(page.getByRole('status').filter({ hasText: title })).toHaveText(title);
    });
  }

  test('section links on the home page itself move focus from section to section', async ({ page }) => {
    await openPage(page, '/');
    for (const [index, [label, id]] of sections.entries()) {
      // The first from the top of the page; then back up from the last section's heading to the header,
      // through everything in between.
      await tabTo(page, navLink(page, label), index === 0 ? 'Tab' : 'Shift+Tab');
      await press(page, 'Enter');
      await expectOnSectionHeading(page, id);
    }
  });

  test("a route change puts focus on the new page's heading and announces its title", async ({ page }) => {
    await openPage(page, '/');
    await tabTo(page, navLink(page, 'Teachers'));
    await press(page, 'Enter');
    await expect(page).toHaveURL(/\/teachers$/);
    await expectNewPageAnnounced(page, 'Our Teachers');

    // From there, on to another page by keyboard: the focus continues from the heading.
    await tabTo(page, navLink(page, 'Resources'), 'Shift+Tab');
    await press(page, 'Enter');
    await expectNewPageAnnounced(page, 'Resources');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('Tab walks the open menu, and tabbing past its last item closes it', async ({ page }) => {
    await openMenuByKeyboard(page, '/');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    const items = menuLinks(page);
    const count = await items.count();
    expect(count).toBeGreaterThan(5);
    for (let index = 0; index < count; index++) {
      await press(page, 'Tab');
      await expect(items.nth(index)).toBeFocused();
    }
    await press(page, 'Tab');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page).getByRole('list')).toBeHidden();
  });

  test('Escape closes the menu and puts focus back on the menu button', async ({ page }) => {
    await openMenuByKeyboard(page, '/classes');
    await tabTo(page, navLink(page, 'Teachers'));
    await press(page, 'Escape');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton(page)).toBeFocused();
  });

  test('Shift+Tab out of the menu closes it too', async ({ page }) => {
    await openMenuByKeyboard(page, '/classes');
    await press(page, 'Shift+Tab');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  for (const [label, id] of [sections[0], sections[3]]) {
    test(`${label} chosen in the menu lands focus on its section's heading`, async ({ page }) => {
      await openMenuByKeyboard(page, '/teachers');
      await tabTo(page, navLink(page, label));
      await press(page, 'Enter');
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expectOnSectionHeading(page, id);
    });
  }

  test('a page chosen in the menu gets focus on its heading and its title announced', async ({ page }) => {
    await openMenuByKeyboard(page, '/resources');
    await tabTo(page, navLink(page, 'Teachers'));
    await press(page, 'Enter');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expectNewPageAnnounced(page, 'Our Teachers');
  });
});

test.describe('in a short window', () => {
  test.use({ viewport: SHORT_WINDOW });

  test('every menu item can be reached and is on screen when it has focus', async ({ page }) => {
    await openMenuByKeyboard(page, '/');
    const items = menuLinks(page);
    const count = await items.count();
    for (let index = 0; index < count; index++) {
      await press(page, 'Tab');
      await expect(items.nth(index)).toBeFocused();
      await expect(items.nth(index)).toBeInViewport();
    }
    await press(page, 'Tab');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('Contact chosen in the menu lands focus on its heading, on screen', async ({ page }) => {
    await openMenuByKeyboard(page, '/news-events');
    await tabTo(page, navLink(page, 'Contact'));
    await press(page, 'Enter');
    await expectOnSectionHeading(page, 'contact');
  });
});

test.describe('with reduced motion', () => {
  test.use({ viewport: DESKTOP, reducedMotion: 'reduce' });

  test('a section link jumps straight to its section instead of scrolling smoothly', async ({ page }) => {
    await openPage(page, '/');
    // Let the lower sections load first, so nothing above the target moves it while we watch.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    // A scroll event is dispatched at the next frame: wait two frames, so the jump back to the top is not the
    // first position the listener below records.
    await page.evaluate(async () => {
      window.scrollTo({ top: 0, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    await page.evaluate(() => {
      const positions: number[] = [];
      (window as unknown as { positions: number[] }).positions = positions;
      window.addEventListener('scroll', () => positions.push(window.scrollY));
    });
    await tabTo(page, navLink(page, 'Contact'));
    await press(page, 'Enter');
    await expectOnSectionHeading(page, 'contact');
    const positions = await page.evaluate(() => (window as unknown as { positions: number[] }).positions);
    // One jump: the first position the page reports is already the section's (smooth scrolling would pass
    // through a run of positions on the way down; late content may still nudge the end by a little).
    const final = await page.evaluate(() => window.scrollY);
    expect(final).toBeGreaterThan(1000);
    expect(Math.abs(positions[0] - final), `positions: ${positions.join(', ')}`).toBeLessThan(50);
  });
});
