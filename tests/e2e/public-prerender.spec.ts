import { unlistedPagePaths } from '@coop/contract';
import { expect, test, type Page, type Request } from './support/test';
import { collectBrowserErrors } from './support/browser-errors';
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

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of publicRoutes) {
    test(`${route.path} arrives with its content and its own head tags`, async ({ page }) => {
      const answer = await page.goto(route.path);
      expect(answer?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} `);
      await expect(page.getByText('Loading...')).toHaveCount(0);

      const head = await headOf(page);
      const url = `${baseURL()}${route.path}`;
      expect(head.title).toMatch(new RegExp(`\\| ${site.name}$`));
      expect(head.titles).toBe(1);
      expect(head.description).toBeTruthy();
      expect(head.keywords).toContain('homeschool co-op');
      expect(head.canonicals).toBe(1);
      expect(head.canonical).toBe(url);
      expect(head.ogUrl).toBe(url);
      expect(head.ogTitle).toBe(head.title);
      expect(head.ogDescription).toBe(head.description);
      expect(head.ogImage).toMatch(new RegExp(`^${baseURL()}/content/images/.+\\.jpg$`));
      expect(head.twitterCard).toBe('summary_large_image');
      expect(head.twitterImage).toBe(head.ogImage);
    });
  }

  test('each page has a title of its own; the home page has the site description', async ({ page }) => {
    const titles = new Set<string>();
    for (const route of publicRoutes) {
      await page.goto(route.path);
      titles.add((await headOf(page)).title);
    }
    expect(titles.size).toBe(publicRoutes.length);
    await page.goto('/');
    expect((await headOf(page)).description).toBe(site.description);
    await page.goto('/grade3');
    expect((await headOf(page)).description).toContain('Grade 3');
  });

  test('the home page holds every section, the class descriptions and the contact details', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(home.hero.text)).toBeVisible();
    for (const feature of home.features)
      await expect(page.getByRole('heading', { name: feature.title, exact: true })).toBeVisible();
    for (const id of ['about', 'classes', 'calendar', 'contact', 'class-request', 'teacher-solicitation']) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    await expect(page.getByText(firstParagraph('classes/grade1.md'))).toBeVisible();
    await expect(page.getByRole('link', { name: site.contact.email })).toHaveAttribute(
      'href',
      `mailto:${site.contact.email}`,
    );
  });

  test('the class pages hold their rich text, rendered from markdown at build time', async ({ page }) => {
    for (const [path] of classCards) {
      const slug = path.slice(1);
      await page.goto(path);
      await expect(page.getByText(firstParagraph(`grade-pages/${slug}.md`).replace(/\*\*|__/g, ''))).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Our Classes');
    }
  });

  test('the teachers page holds all eight biographies', async ({ page }) => {
    await page.goto('/teachers');
    await expect(page.getByRole('article')).toHaveCount(teachers.length);
    for (const teacher of teachers) {
      await expect(page.locator(`#${teacher.sectionid}`)).toContainText(firstParagraph(`teachers/${teacher.file}.md`));
    }
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

  for (const route of publicRoutes) {
    test(`${route.path} hydrates the pre-rendered markup without replacing it or errors`, async ({ page }) => {
      // Watches from the first byte: a failed hydration throws the server's markup away and renders anew.
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
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });
      // A click before hydration does nothing, so try until React answers.
      await expect(async () => {
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
      }).toPass();
      await page.waitForLoadState('networkidle');
      const watch = await page.evaluate(
        () => (window as unknown as { hydrationWatch: { replaced: number; loading: boolean } }).hydrationWatch,
      );
      expect(watch).toEqual({ replaced: 0, loading: false });
      expect(await page.locator('head > title').count()).toBe(1);
      expect(await page.locator('head > link[rel="canonical"]').count()).toBe(1);
      expect(errors).toEqual([]);
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
