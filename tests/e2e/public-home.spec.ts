import { expect, test, type Locator, type Page } from './support/test';
import { isShownOn } from '../../client/src/features/news/news-visibility';
import { collectBrowserErrors } from './support/browser-errors';
import { classCards } from './support/public-routes';
import { firstParagraph, home, news, site } from './support/site-content';

// The home page: hero, About carousel (4 s), news banner (6 s), Our Classes, contact.

const today = new Date().toISOString().slice(0, 10);
const featured = news.filter((item) => item.featured && isShownOn(item, today));

function carousel(page: Page): Locator {
  return page.getByRole('region', { name: 'Life at the co-op' });
}

function banner(page: Page): Locator {
  return page.getByRole('region', { name: 'Featured news and events' });
}

/**
 * Waits until React has hydrated the top of the home page (the carousel answers its dots). Dots, not Next and
 * Previous: a retried click on a dot cannot overshoot, and its mark does not linger as a fading slide does.
 */
async function hydrated(page: Page) {
  const dot = (position: number) => carousel(page).getByRole('button', { name: `Show image ${position} of 5` });
  await expect(async () => {
    await dot(2).click();
    await expect(dot(2)).toHaveAttribute('aria-current', 'true', { timeout: 500 });
  }).toPass();
  await dot(1).click();
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await expect(carousel(page).getByRole('group', { name: '1 of 5' })).toBeVisible();
  // The slide left behind stays visible while it fades out; a test that waits for it to show up next must not
  // mistake the fade for the next turn.
  await expect(carousel(page).getByRole('group', { name: '2 of 5' })).toBeHidden();
  // Leave the carousel, so neither hover nor focus keeps it paused.
  await page.getByRole('heading', { level: 1 }).click();
}

/**
 * Stops the page's clock (installed before the page loaded), so that its timers fire only when the test runs
 * time on. The clock first jumps ahead, beyond any time that can pass between reading it and stopping it.
 */
async function stopTime(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 10_000);
}

/**
 * Returns once the page has handled what the timers fired so far set off. React renders and runs effects in
 * tasks posted as messages, which run in order: two rounds of a message of our own come after them.
 */
async function settled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        let rounds = 0;
        channel.port1.onmessage = () => (++rounds === 2 ? resolve() : channel.port2.postMessage(null));
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Whether `region` still shows its first item: checked on the second, which appears the moment a turn happens
 * (the first stays visible while it fades out).
 */
async function expectStillOnFirst(region: Locator, second: string | RegExp) {
  await expect(region.getByRole('group', { name: second })).toBeHidden();
}

/** Runs the page's clock on, then lets the page handle what that set off. */
async function runTime(page: Page, ms: number) {
  await page.clock.runFor(ms);
  await settled(page);
}

/**
 * Brings `region` (carousel or banner) back to its first item and leaves it, so its timer starts again from
 * now: a click on a control pauses it (focus is inside), the click on the heading lets it run again.
 */
async function restartFromFirst(page: Page, region: Locator, firstControl: string | RegExp) {
  await region.getByRole('button', { name: firstControl }).click();
  await page.getByRole('heading', { level: 1 }).click();
  await settled(page);
}

/**
 * Opens the home page on Playwright's clock, waits for the app, then stops time, so the carousel and the banner
 * turn only when a test runs time on.
 */
async function openHomeWithTimeStopped(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await hydrated(page);
  await stopTime(page);
}

test('the hero shows the co-op, the two buttons and three feature cards', async ({ page }) => {
  const errors = collectBrowserErrors(page);
  await page.goto('/');
  const hero = page.locator('section.hero');
  await expect(hero.getByText(home.hero.eyebrow)).toBeVisible();
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(home.hero.title);
  await expect(hero.getByText(home.hero.text)).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/enrollment');
  await expect(hero.getByRole('link', { name: 'View Classes' })).toHaveAttribute('href', '/classes');
  const cards = hero.getByRole('listitem');
  await expect(cards).toHaveCount(3);
  for (const [index, feature] of home.features.entries()) {
    await expect(cards.nth(index).getByRole('heading', { name: feature.title })).toBeVisible();
    await expect(cards.nth(index)).toContainText(feature.text);
  }
  await hero.getByRole('link', { name: 'View Classes' }).click();
  await expect(page).toHaveURL(/\/classes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Classes' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the About section shows its text and five responsive images, only the first loaded eagerly', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  // On the first image however long the checks below take: the carousel would turn every 4 s.
  await stopTime(page);
  await restartFromFirst(page, carousel(page), 'Show image 1 of 5');
  const about = page.locator('#about');
  await expect(about.getByRole('heading', { name: home.about.title })).toBeVisible();
  for (const paragraph of home.about.paragraphs) await expect(about.getByText(paragraph)).toBeAttached();

  const pictures = carousel(page).locator('picture');
  await expect(pictures).toHaveCount(5);
  for (let index = 0; index < 5; index++) {
    const picture = pictures.nth(index);
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /-480\.avif 480w.*-1200\.avif 1200w/,
    );
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('sizes', /.+/);
    const img = picture.locator('img');
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', /^\d+$/);
    await expect(img).toHaveAttribute('alt', /\w{4,}/);
    await expect(img).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy');
  }
  await expect(carousel(page).getByRole('group', { name: '1 of 5' }).getByRole('img')).toBeVisible();
  // The browser picked a modern format for the visible image.
  const shown = await carousel(page)
    .getByRole('group', { name: '1 of 5' })
    .locator('img')
    .evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(shown).toMatch(/\/content\/images\/about-1-\d+\.(avif|webp)$/);
});

test('the carousel advances every 4 seconds, wraps, and obeys its controls and the keyboard', async ({ page }) => {
  await openHomeWithTimeStopped(page);
  const slides = carousel(page);
  await restartFromFirst(page, slides, 'Show image 1 of 5');

  await runTime(page, 3_900);
  await expectStillOnFirst(slides, '2 of 5');
  await runTime(page, 100);
  await expect(slides.getByRole('group', { name: '2 of 5' })).toBeVisible();
  await expect(slides.getByRole('group', { name: '1 of 5' })).toBeHidden();
  await runTime(page, 4_000);
  await expect(slides.getByRole('group', { name: '3 of 5' })).toBeVisible();

  await slides.getByRole('button', { name: 'Show image 5 of 5' }).click();
  await expect(slides.getByRole('group', { name: '5 of 5' })).toBeVisible();
  await expect(slides.getByRole('button', { name: 'Show image 5 of 5' })).toHaveAttribute('aria-current', 'true');
  await slides.getByRole('button', { name: 'Next image' }).click();
  await expect(slides.getByRole('group', { name: '1 of 5' })).toBeVisible();
  await slides.getByRole('button', { name: 'Previous image' }).click();
  await expect(slides.getByRole('group', { name: '5 of 5' })).toBeVisible();

  // Keyboard: the controls are buttons in the tab order, with a visible focus ring.
  const next = slides.getByRole('button', { name: 'Next image' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(slides.getByRole('group', { name: '1 of 5' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(slides.getByRole('group', { name: '2 of 5' })).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  expect(await next.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
});

test('the carousel holds still while hovered, while focused, and when paused', async ({ page }) => {
  await openHomeWithTimeStopped(page);
  const slides = carousel(page);
  await restartFromFirst(page, slides, 'Show image 1 of 5');

  await slides.getByRole('group', { name: '1 of 5' }).hover();
  await runTime(page, 12_000);
  await expectStillOnFirst(slides, '2 of 5');

  await slides.getByRole('button', { name: 'Show image 3 of 5' }).focus();
  await page.mouse.move(0, 0);
  await runTime(page, 12_000);
  await expectStillOnFirst(slides, '2 of 5');

  await slides.getByRole('button', { name: 'Pause slideshow' }).click();
  await page.getByRole('heading', { level: 1 }).click();
  await runTime(page, 12_000);
  await expectStillOnFirst(slides, '2 of 5');
  await slides.getByRole('button', { name: 'Play slideshow' }).click();
  await page.getByRole('heading', { level: 1 }).click();
  await runTime(page, 4_000);
  await expect(slides.getByRole('group', { name: '2 of 5' })).toBeVisible();
});

test.describe('for a visitor who prefers reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing advances on its own, and the controls still work', async ({ page }) => {
    await openHomeWithTimeStopped(page);
    await expect(carousel(page).getByRole('button', { name: /Pause|Play/ })).toHaveCount(0);
    await runTime(page, 60_000);
    await expectStillOnFirst(carousel(page), '2 of 5');
    await expectStillOnFirst(banner(page), new RegExp(`^2 of ${featured.length}:`));
    await expect(carousel(page).getByRole('group', { name: '1 of 5' })).toBeVisible();
  });
});

test('the news banner shows the featured items of today one at a time, every 6 seconds, wrapping to the first', async ({
  page,
}) => {
  expect(featured.length).toBeGreaterThan(1);
  await openHomeWithTimeStopped(page);
  const items = banner(page);
  const item = (index: number) =>
    items.getByRole('group', { name: `${index + 1} of ${featured.length}: ${featured[index].title}` });
  await restartFromFirst(page, items, new RegExp(`^Show story 1 of ${featured.length}:`));

  await expect(item(0)).toBeVisible();
  await expect(item(0)).toContainText(featured[0].title);
  await expect(item(0)).toContainText(featured[0].type === 'news' ? 'News' : 'Event');
  await runTime(page, 5_900);
  await expectStillOnFirst(items, new RegExp(`^2 of ${featured.length}:`));
  await runTime(page, 100);
  await expect(item(1)).toBeVisible();
  await runTime(page, 6_000);
  await expect(item(2 % featured.length)).toBeVisible();

  // A dot selects its item; from the last one the banner wraps to the first.
  const last = featured.length - 1;
  await items
    .getByRole('button', { name: `Show story ${last + 1} of ${featured.length}: ${featured[last].title}` })
    .click();
  await expect(item(last)).toBeVisible();
  await expect(items.getByRole('button', { name: new RegExp(`^Show story ${last + 1} of`) })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.getByRole('heading', { level: 1 }).click();
  await runTime(page, 6_000);
  await expect(item(0)).toBeVisible();

  // Each item ends with 'Learn More →' when it has a link, else 'Read more →'.
  for (const [index, entry] of featured.entries()) {
    await items.getByRole('button', { name: new RegExp(`^Show story ${index + 1} of`) }).click();
    await expect(item(index).getByRole('link')).toContainText(entry.link ? 'Learn More →' : 'Read more →');
  }
});

test('Our Classes on the home page shows the same ten cards as /classes', async ({ page }) => {
  await page.goto('/#classes');
  const section = page.locator('#classes');
  await expect(section.getByRole('heading', { name: 'Our Classes', level: 2 })).toBeVisible();
  const links = section.getByRole('list').first().getByRole('link');
  await expect(links).toHaveCount(10);
  for (const [index, [path, title]] of classCards.entries()) {
    await expect(links.nth(index)).toHaveAccessibleName(title);
    await expect(links.nth(index)).toHaveAttribute('href', path);
  }
  await expect(section.getByText(firstParagraph('classes/grade9-12.md'))).toBeVisible();
});

test('the contact section gives the e-mail, the phone and the postal address in Rogers, Arkansas', async ({ page }) => {
  await page.goto('/#contact');
  const contact = page.locator('#contact');
  await expect(contact.getByRole('heading', { name: home.contact.title })).toBeVisible();
  await expect(contact.getByRole('link', { name: site.contact.email })).toHaveAttribute(
    'href',
    `mailto:${site.contact.email}`,
  );
  const digits = site.contact.phone.replace(/\D/g, '');
  await expect(contact.getByRole('link', { name: site.contact.phone })).toHaveAttribute('href', `tel:+1${digits}`);
  const address = contact.locator('address');
  await expect(address).toContainText(site.contact.address.street);
  await expect(address).toContainText(
    `${site.contact.address.city}, ${site.contact.address.state} ${site.contact.address.postalCode}`,
  );
  expect(site.contact.address.city).toBe('Rogers');
  expect(site.contact.address.state).toMatch(/^(AR|Arkansas)$/);
});

test('the lower home sections load their code only as the visitor scrolls to them', async ({ page }) => {
  const errors = collectBrowserErrors(page);
  const lowerCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/home-lower-sections-[\w-]+\.js$/.test(request.url())) lowerCode.push(request.url());
  });
  const homeCode = page.waitForResponse(/\/assets\/home-[\w-]+\.js$/);
  await page.goto('/');
  await homeCode;
  await page.waitForLoadState('networkidle');
  // The observer that loads them reports where they are in the first frame drawn after the app started; two
  // frames later, a request it made would have been sent.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(lowerCode).toEqual([]);

  // The cards are plain links from the start; once their code is here, React follows them without a new document.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('#classes').scrollIntoViewIfNeeded();
  await expect.poll(() => lowerCode.length).toBe(1);
  await page.waitForLoadState('networkidle');
  await page.locator('#classes').getByRole('link', { name: classCards[2][1] }).click();
  await expect(page).toHaveURL(/\/grade3$/);
  await expect(page.getByRole('heading', { level: 1, name: classCards[2][1] })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(errors).toEqual([]);
});
