import { unlistedPagePaths } from '@coop/contract';
import { expect, test, type Page, type Request } from './support/test';
import { collectBrowserErrors } from './support/browser-errors';
import { openPhoneMenu } from './support/menu';
import { classCards, publicRoutes } from './support/public-routes';
import { firstParagraph, home, site, teachers } from './support/site-content';

// Pre-rendering (npm start serves the public pages pre-rendered, with their own metadata): every public page's
// first answer already holds its content and its own head tags, read here with JavaScript turned off.

const baseURL = () => process.env.BASE_URL as string;

async function headOf(page: Page) {
  return page.evaluate(() => {
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      title: document.title,
      titles: document.head.querySelectorAll('title').length,
      description: meta('meta[name="description"]'),
      keywords: meta('meta[name="keywords"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      canonicals: document.head.querySelectorAll('link[rel="canonical"]').length,
      ogTitle: meta('meta[property="og:title"]'),
      ogDescription: meta('meta[property="og:description"]'),
      ogUrl: meta('meta[property="og:url"]'),
      ogImage: meta('meta[property="og:image"]'),
      twitterCard: meta('meta[name="twitter:card"]'),
      twitterImage: meta('meta[name="twitter:image"]'),
    };
  });
}

/**
 * What a page's first answer holds beside what every page holds, for the pages with more to show: the home page's
 * sections and contact details, the class pages' rich text, the teachers' biographies.
 */
const contentOf: Record<string, (page: Page) => Promise<void>> = {
  '/': async (page) => {
    await expect.soft(page.getByText(home.hero.text)).toBeVisible();
    for (const feature of home.features)
      await expect.soft(page.getByRole('heading', { name: feature.title, exact: true })).toBeVisible();
    for (const id of ['about', 'classes', 'calendar', 'contact', 'class-request', 'teacher-solicitation']) {
      await expect.soft(page.locator(`#${id}`), `section #${id}`).toHaveCount(1);
    }
    await expect.soft(page.getByText(firstParagraph('classes/grade1.md'))).toBeVisible();
    await expect
      .soft(page.getByRole('link', { name: site.contact.email }))
      .toHaveAttribute('href', `mailto:${site.contact.email}`);
  },
  ...Object.fromEntries(
    classCards.map(([path]) => [
      path,
      async (page: Page) => {
        // Rendered from markdown at build time: the first paragraph, its emphasis marks gone.
        const slug = path.slice(1);
        await expect
          .soft(page.getByText(firstParagraph(`grade-pages/${slug}.md`).replace(/\*\*|__/g, '')))
          .toBeVisible();
        await expect.soft(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Our Classes');
      },
    ]),
  ),
  '/teachers': async (page) => {
    await expect.soft(page.getByRole('article'), 'all eight biographies').toHaveCount(teachers.length);
    for (const teacher of teachers) {
      await expect
        .soft(page.locator(`#${teacher.sectionid}`))
        .toContainText(firstParagraph(`teachers/${teacher.file}.md`));
    }
  },
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // One tab goes from page to page, as a reader following links would: a page opened in a browser context of its
  // own cost more than its checks. Each page's checks are a step named by its path, and soft, so a page that
  // fails is reported by its path and the pages after it are still checked.
  test('every public page arrives with its content and its own head tags, and a title of its own', async ({ page }) => {
    const titles = new Set<string>();
    for (const route of publicRoutes) {
      await test.step(`${route.path} arrives with its content and its own head tags`, async () => {
        const answer = await page.goto(route.path);
        expect.soft(answer?.status()).toBe(200);
        await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
        await expect.soft(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect.soft(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
        await expect.soft(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} `);
        await expect.soft(page.getByText('Loading...')).toHaveCount(0);

        const head = await headOf(page);
        const url = `${baseURL()}${route.path}`;
        expect.soft(head.title).toMatch(new RegExp(`\\| ${site.name}$`));
        expect.soft(head.titles).toBe(1);
        expect.soft(head.description).toBeTruthy();
        expect.soft(head.keywords).toContain('homeschool co-op');
        expect.soft(head.canonicals).toBe(1);
        expect.soft(head.canonical).toBe(url);
        expect.soft(head.ogUrl).toBe(url);
        expect.soft(head.ogTitle).toBe(head.title);
        expect.soft(head.ogDescription).toBe(head.description);
        expect.soft(head.ogImage).toMatch(new RegExp(`^${baseURL()}/content/images/.+\\.jpg$`));
        expect.soft(head.twitterCard).toBe('summary_large_image');
        expect.soft(head.twitterImage).toBe(head.ogImage);
        titles.add(head.title);
        if (route.path === '/') expect.soft(head.description, 'the site description').toBe(site.description);
        if (route.path === '/grade3') expect.soft(head.description).toContain('Grade 3');
        await contentOf[route.path]?.(page);
      });
    }
    expect(titles.size, 'pages with a title of their own').toBe(publicRoutes.length);
  });

  test('pages carry no inline script with code (CSP), only the JSON data block', async ({ request }) => {
    for (const route of publicRoutes) {
      const html = await (await request.get(route.path)).text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      for (const [, attributes, body] of scripts) {
        if (body.trim() === '') expect(attributes).toMatch(/\bsrc=/);
        else expect(attributes).toContain('type="application/json"');
      }
      expect(html).not.toMatch(/\sstyle="/);
      expect(html).not.toContain('site-url.invalid');
    }
  });
});

test('sitemap.xml lists every public page but those reached only from a link, at the configured address', async ({
  request,
}) => {
  const answer = await request.get('/sitemap.xml');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('xml');
  const urls = [...(await answer.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);
  const listed = publicRoutes.filter((route) => !unlistedPagePaths.includes(route.path));
  expect(listed.length).toBe(publicRoutes.length - 3);
  expect(urls.sort()).toEqual(listed.map((route) => `${baseURL()}${route.path}`).sort());
});

test('robots.txt keeps crawlers out of the members area and points to the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain('Disallow: /secure/');
  expect(text).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);
});

test('an unknown address answers 404 with the app shell, and the page says so', async ({ page, request }) => {
  const answer = await request.get('/no-such-page');
  expect(answer.status()).toBe(404);
  const html = await answer.text();
  expect(html).toContain('<div id="root"></div>');
  // No page's markup, but the site's content, for the app to render the page it finds from.
  expect(html).not.toContain(`>${home.hero.title}<`);
  expect(html).toContain('<script type="application/json" id="app-data">');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(`Page not found | ${site.name}`);
  expect(await page.locator('head > title').count()).toBe(1);
});

test('the guarded dashboard gets the empty app shell, not a pre-rendered page', async ({ request }) => {
  const answer = await request.get('/secure/dashboard');
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain('<div id="root"></div>');
});

test('an address with a trailing slash is sent to the page address', async ({ request }) => {
  const answer = await request.get('/classes/?from=test', { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe('/classes?from=test');
});

test.describe('with JavaScript', () => {
  // Narrow, so the menu button shows: it only opens the menu once React has hydrated the page.
  test.use({ viewport: { width: 390, height: 844 } });
  // Every page comes from the server, as on a first visit, as it did when each page had a browser context of its
  // own, rather than from what the service worker kept of the pages before it in the tab.
  test.use({ serviceWorkers: 'block' });

  // A few pages per test, one after another in the same tab, each a step named by its path.
  const groups = Array.from({ length: Math.ceil(publicRoutes.length / 6) }, (_, index) =>
    publicRoutes.slice(index * 6, index * 6 + 6),
  );
  for (const group of groups) {
    test(`${group.map((route) => route.path).join(', ')} hydrate the pre-rendered markup without replacing it or errors`, async ({
      page,
    }) => {
      // Watches each page from its first byte: a failed hydration throws the server's markup away and renders anew.
      await page.addInitScript(() => {
        const seen = { replaced: 0, loading: false };
        Object.assign(window, { hydrationWatch: seen });
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of Array.from(record.removedNodes)) {
              if (node instanceof HTMLElement && ['MAIN', 'HEADER', 'FOOTER'].includes(node.tagName)) seen.replaced++;
            }
            for (const node of Array.from(record.addedNodes))
              if (node.textContent?.includes('Loading...')) seen.loading = true;
          }
        }).observe(document, { childList: true, subtree: true });
      });
      const errors = collectBrowserErrors(page);
      for (const route of group) {
        await test.step(`${route.path} hydrates`, async () => {
          const before = errors.length;
          await page.goto(route.path);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
          // A click before hydration does nothing, so try until React answers.
          await openPhoneMenu(page);
          await page.waitForLoadState('networkidle');
          const watch = await page.evaluate(
            () => (window as unknown as { hydrationWatch: { replaced: number; loading: boolean } }).hydrationWatch,
          );
          expect(watch).toEqual({ replaced: 0, loading: false });
          expect(await page.locator('head > title').count()).toBe(1);
          expect(await page.locator('head > link[rel="canonical"]').count()).toBe(1);
          expect(errors.slice(before)).toEqual([]);
        });
      }
    });
  }
});

test('every page carries its stylesheet inline, allowed by the CSP, and fetches no other before painting', async ({
  page,
}) => {
  const errors = collectBrowserErrors(page);
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.sample}`,
      ),
    );
  });
  for (const path of ['/', '/classes', '/no-such-page']) {
    const stylesheets: string[] = [];
    const onRequest = (request: Request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    };
    page.on('request', onRequest);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    expect(stylesheets, path).toEqual([]);
    expect(await page.locator('head > style').count(), path).toBe(1);
    // The site's own rules apply: the main navigation is laid out by them, not by the browser's defaults.
    await expect(page.locator('body'), path).not.toHaveCSS('margin', '8px');
  }
  expect(violations).toEqual([]);
  // The unknown address answers 404 on purpose; the browser reports that status as a failed load.
  expect(errors.filter((error) => !error.includes('404 (Not Found) (http://localhost:'))).toEqual([]);
});
