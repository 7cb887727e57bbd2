import { expect, test, type Page } from './support/test';
import { fillEnrollment } from './support/enrollment-form';
import { formSubmissions, uniqueText } from './support/form-submissions';

// A pre-rendered page is whole before its script has run (on a slow phone, for seconds; with JavaScript off,
// for good): the phone's Menu opens and its links go where they say, and the enrollment form can be sent.

const PHONE = { width: 390, height: 844 };

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuButton = (page: Page) => nav(page).getByRole('button', { name: 'Menu' });
const menuLink = (page: Page, name: string) => nav(page).getByRole('link', { name, exact: true });

test.describe('without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  const journeys = [
    { from: '/', link: 'Teachers', to: '/teachers', heading: 'Our Teachers' },
    { from: '/enrollment', link: 'News & Events', to: '/news-events', heading: 'News and Events' },
  ];
  for (const { from, link, to, heading } of journeys) {
    test(`the Menu on ${from} opens, and its ${link} link goes to that page`, async ({ page }) => {
      await page.goto(from);
      await expect(menuLink(page, link)).toBeHidden();
      await menuButton(page).click();
      await expect(menuLink(page, link)).toBeVisible();
      await menuLink(page, link).click();
      await expect(page).toHaveURL(to);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // A new page, its menu closed.
      await expect(menuLink(page, 'Home')).toBeHidden();
    });
  }

  test('Escape and a tap outside close the menu', async ({ page }) => {
    await page.goto('/enrollment');
    await menuButton(page).click();
    await expect(menuLink(page, 'Contact')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menuLink(page, 'Contact')).toBeHidden();

    await menuButton(page).click();
    await expect(menuLink(page, 'Contact')).toBeVisible();
    // Below the open menu: the form's fields, nothing that leaves the page.
    await page.mouse.click(PHONE.width / 2, PHONE.height - 20);
    await expect(menuLink(page, 'Contact')).toBeHidden();
    await expect(page).toHaveURL(/\/enrollment$/);
  });

  test('the enrollment form can be sent: its submit is enabled, and the post lands on the thank-you page', async ({
    page,
    request,
  }) => {
    await page.goto('/enrollment');
    const main = page.getByRole('main');
    const submit = main.getByRole('button', { name: 'Submit Enrollment' });
    await expect(submit).toBeEnabled();
    const student = uniqueText('Nora Noscript');
    await fillEnrollment(page, student);
    await main.getByRole('checkbox', { name: /I understand that a deposit is required/ }).check();
    await submit.click();
    await expect(page).toHaveURL(/\/enrollment\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/thank you/i);

    const stored = (await formSubmissions(request, 'enrollment')).find(
      (submission) => submission.fields.student_name === student,
    );
    expect(stored?.fields).toMatchObject({ student_name: student, reading_1st: 'Yes', acknowledgment: 'Yes' });
  });

  test('the browser holds back an enrollment without the acknowledgment', async ({ page }) => {
    await page.goto('/enrollment');
    await fillEnrollment(page, uniqueText('Otto Unticked'));
    await page.getByRole('main').getByRole('button', { name: 'Submit Enrollment' }).click();
    await expect(page.getByRole('checkbox', { name: /I understand that a deposit is required/ })).toBeFocused();
    await expect(page).toHaveURL(/\/enrollment$/);
  });
});

test.describe('with JavaScript, on a phone', () => {
  test.use({ viewport: PHONE });

  test('a Menu opened before the app starts stays open once it runs, and then says so', async ({ page }) => {
    // The app's start is held back at the network, as a slow connection would, until the menu is open.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await menuButton(page).click();
    await expect(menuLink(page, 'Resources')).toBeVisible();
    release();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(menuLink(page, 'Resources')).toBeVisible();

    // Now the app's own navigation, and the menu closes behind it.
    await menuLink(page, 'Resources').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resources');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuLink(page, 'Resources')).toBeHidden();
  });
});
