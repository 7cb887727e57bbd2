import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from './support/test';
import { startThrowawayPostgres } from '../../scripts/throwaway-postgres.mjs';
import { startBuiltProduct } from '../support/product-server.mjs';
import { collectBrowserErrors } from './support/browser-errors';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/credentials';
import { openTab, uniqueIdentity, logInThroughForm } from './support/members';

// A second instance of the product of its own, on a throwaway PostgreSQL cluster, in a time zone other than UTC:
// the members' path from signup to a shared link, as people take it in the browser.
test.describe.configure({ mode: 'serial' });

let cluster: Awaited<ReturnType<typeof startThrowawayPostgres>> | undefined;
let product: Awaited<ReturnType<typeof startBuiltProduct>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  cluster = await startThrowawayPostgres({ databases: ['coop'] });
  product = await startBuiltProduct({
    label: '[e2e-postgres]',
    env: {
      DATABASE_URL: cluster.urlFor('coop'),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      TZ: 'America/Chicago',
    },
    urlEnv: (baseUrl) => ({ SITE_URL: baseUrl }),
  });
});

test.afterAll(async () => {
  await product?.stop();
  await cluster?.stop();
});

/** A browser session of its own on the PostgreSQL instance, so that relative addresses lead there. */
async function pageOnPostgres(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: product!.url });
  return context.newPage();
}

test('on PostgreSQL: sign up, approval by an administrator, login, share a link and see it', async ({ browser }) => {
  test.setTimeout(90_000);
  const { name, email } = uniqueIdentity('Postgres');
  const password = 'postgres-password-1';
  const title = uniqueIdentity('Ozark caves').name;

  const applicant = await pageOnPostgres(browser);
  const errors = collectBrowserErrors(applicant, { ignoreFailedRequests: true });
  await applicant.goto('/signup');
  await applicant.getByLabel('Full name').fill(name);
  await applicant.getByLabel('Email').fill(email);
  await applicant.getByLabel('Password', { exact: true }).fill(password);
  await applicant.getByRole('button', { name: 'Sign Up' }).click();
  await expect(applicant).toHaveURL(/\/signup\/pending$/);

  const admin = await pageOnPostgres(browser);
  await logInThroughForm(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
  await openTab(admin, 'User Management');
  const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name, exact: true }) });
  await row.getByLabel(`Role for ${name}`).selectOption({ label: 'Teacher' });
  await row.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(admin.getByRole('status').filter({ hasText: `${name} was approved as Teacher.` })).toBeVisible();

  await logInThroughForm(applicant, email, password);
  await openTab(applicant, 'Link Sharing');
  await applicant.getByLabel('Title').fill(title);
  await applicant.getByLabel('URL').fill('https://example.org/caves');
  await applicant.getByLabel('Description').fill('Field trip notes');
  await applicant.getByRole('button', { name: 'Share Link' }).click();
  await expect(applicant.getByRole('status').filter({ hasText: `Shared "${title}".` })).toBeVisible();
  const card = applicant.getByRole('listitem').filter({ has: applicant.getByRole('heading', { name: title }) });
  await expect(card.getByRole('link', { name: title })).toHaveAttribute('href', 'https://example.org/caves');

  // The administrator sees it too, and nothing of it went to an SQLite file.
  await openTab(admin, 'Link Sharing');
  await expect(admin.getByRole('heading', { name: title })).toBeVisible();
  expect(existsSync(join(product!.dataDir, 'coop.sqlite'))).toBe(false);
  expect(errors).toEqual([]);
});
