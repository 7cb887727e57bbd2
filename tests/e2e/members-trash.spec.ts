import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_ACCOUNT } from './support/credentials';
import { areaTabPath, memberArea } from './support/dashboard-tabs';
import { collectBrowserErrors } from './support/browser-errors';
import {
  adminToken,
  createMember,
  openTab,
  shareLinkViaApi,
  uniqueIdentity,
  uploadViaApi,
  type Member,
  signIn,
} from './support/members';

// Deleted files and links wait in the administrators' Trash tab (in the System area), from where one action brings them back.

const trashPath = areaTabPath(memberArea('System'), 'Trash');

const admin: Member = { id: '', name: 'Administrator', email: ADMIN_EMAIL, password: ADMIN_PASSWORD, role: 'admin' };

function row(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

async function graphqlAsAdmin(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const token = await adminToken(request);
  const response = await request.post('/graphql', {
    headers: { Authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** Other tests delete things too: this one starts from an empty trash. */
async function emptyTrash(request: APIRequestContext) {
  const data = await graphqlAsAdmin(request, '{ trashedItems { id kind } }');
  for (const item of data.trashedItems as { id: string; kind: string }[]) {
    await graphqlAsAdmin(
      request,
      'mutation($kind: TrashKind!, $id: ID!) { purgeTrashedItem(kind: $kind, id: $id) }',
      item,
    );
  }
}

test.describe('Trash', () => {
  test("a teacher deletes an admin's file and link; the admin finds them in the Trash and restores them", async ({
    browser,
    page: teacherPage,
    request,
  }) => {
    let page = teacherPage;
    const errors = collectBrowserErrors(page, { ignoreFailedRequests: true });
    const teacher = await createMember(request, 'teacher');
    const fileName = `${uniqueIdentity('Budget').email}.txt`;
    const content = Buffer.from('Budget for the spring term\n');
    const fileId = await uploadViaApi(
      request,
      admin,
      { name: fileName, mimeType: 'text/plain', buffer: content },
      'teachers_and_admins',
    );
    const linkTitle = uniqueIdentity('Museum').name;
    await shareLinkViaApi(request, admin, {
      title: linkTitle,
      url: 'https://example.org/museum',
      description: 'Field trip',
    });

    await signIn(page, teacher);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'System' })).toHaveCount(0);
    await row(page, fileName)
      .getByRole('button', { name: `Delete ${fileName}` })
      .click();
    const fileDialog = page.getByRole('dialog', { name: 'Delete this file?' });
    await expect(fileDialog).toContainText('An administrator can restore it from the trash for 30 days.');
    await fileDialog.getByRole('button', { name: 'Delete file' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Deleted ${fileName}.` })).toBeVisible();
    await openTab(page, 'Link Sharing');
    await page.getByRole('button', { name: `Delete link ${linkTitle}` }).click();
    await page.getByRole('dialog', { name: 'Delete this link?' }).getByRole('button', { name: 'Delete link' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Deleted "${linkTitle}".` })).toBeVisible();

    // Gone for everyone, its address included, while it waits in the trash.
    const token = await adminToken(request);
    expect((await request.get(`/files/${fileId}`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(
      404,
    );

    await page.close();
    page = await browser.newPage();
    const adminErrors = collectBrowserErrors(page, { ignoreFailedRequests: true });
    await signIn(page, ADMIN_ACCOUNT);
    await expect(row(page, fileName)).toHaveCount(0);
    await page.goto(trashPath);
    // Most recently deleted first: the link, then the file.
    const linkRow = row(page, linkTitle);
    const fileRow = row(page, fileName);
    await expect(linkRow).toContainText('Link');
    await expect(linkRow).toContainText(teacher.name);
    await expect(fileRow).toContainText('File');
    await expect(fileRow).toContainText(teacher.name);
    await expect(fileRow).toContainText('Administrator');
    const names = await page.getByRole('rowheader').allTextContents();
    expect(names.indexOf(linkTitle)).toBeLessThan(names.indexOf(fileName));

    await linkRow.getByRole('button', { name: `Restore ${linkTitle}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Restored ${linkTitle}.` })).toBeVisible();
    await expect(linkRow).toHaveCount(0);
    // The row that took its place keeps the keyboard user where they were.
    await expect(fileRow.getByRole('button', { name: `Restore ${fileName}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `Restored ${fileName}.` })).toBeVisible();
    await expect(fileRow).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);

    await page.goto('/secure/dashboard?tab=files');
    const restored = row(page, fileName);
    await expect(restored).toContainText('Administrator');
    await expect(restored).toContainText('Staff Only');
    const download = page.waitForEvent('download');
    await restored.getByRole('button', { name: `Download ${fileName}` }).click();
    expect((await readFile(await (await download).path())).equals(content)).toBe(true);
    await openTab(page, 'Link Sharing');
    await expect(page.getByRole('heading', { name: linkTitle })).toBeVisible();
    expect([...errors, ...adminErrors]).toEqual([]);
  });

  test('restoring the last item moves focus to the heading, and the empty trash says so', async ({ page, request }) => {
    const errors = collectBrowserErrors(page, { ignoreFailedRequests: true });
    await emptyTrash(request);
    const title = uniqueIdentity('Lonely').name;
    await shareLinkViaApi(request, admin, { title, url: 'https://example.org/lonely', description: 'Only one' });
    const links = await graphqlAsAdmin(request, '{ sharedLinks { id title } }');
    const { id } = (links.sharedLinks as { id: string; title: string }[]).find((link) => link.title === title)!;
    await graphqlAsAdmin(request, 'mutation($id: ID!) { deleteLink(id: $id) }', { id });

    await signIn(page, ADMIN_ACCOUNT, trashPath);
    await page.getByRole('button', { name: `Restore ${title}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Restored ${title}.` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Trash', level: 2 })).toBeFocused();
    await expect(page.getByText('Trash is empty.')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a failed load shows the error with a way to retry', async ({ page }) => {
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('TrashedItems')) await route.abort('failed');
      else await route.continue();
    });
    await signIn(page, ADMIN_ACCOUNT, trashPath);
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load the trash' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
