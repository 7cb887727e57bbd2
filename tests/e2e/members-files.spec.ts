import { readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { collectBrowserErrors } from './support/browser-errors';
import { createMember, signedInAs, uniqueIdentity, uploadViaApi, signIn } from './support/members';

const pdfBytes = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n');
  return bytes;
};

/** A fresh teacher and parent, with the browser's errors watched from the start. */
async function teacherAndParent(page: Page, request: APIRequestContext) {
  const errors = collectBrowserErrors(page, { ignoreFailedRequests: true });
  const teacher = await createMember(request, 'teacher');
  const parent = await createMember(request, 'parent');
  return { errors, teacher, parent };
}

function fileRow(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

test.describe('File Sharing', () => {
  test('a parent sees the files shared with everyone, downloads them, and has no upload or delete', async ({
    page,
    request,
  }) => {
    const { errors, teacher, parent } = await teacherAndParent(page, request);
    const forEveryone = `${uniqueIdentity('Everyone').email}.txt`;
    const staffOnly = `${uniqueIdentity('Staff').email}.txt`;
    const content = Buffer.from('Field trip on Friday – bring lunch. ✓\n', 'utf8');
    await uploadViaApi(request, teacher, { name: forEveryone, mimeType: 'text/plain', buffer: content });
    await uploadViaApi(
      request,
      teacher,
      { name: staffOnly, mimeType: 'text/plain', buffer: Buffer.from('staff notes') },
      'teachers_and_admins',
    );

    await signIn(page, parent);
    await expect(page.getByRole('tab', { name: 'File Sharing' })).toHaveAttribute('aria-selected', 'true');
    const row = fileRow(page, forEveryone);
    await expect(row).toContainText(`${content.length} Bytes`);
    await expect(row).toContainText(teacher.name);
    await expect(row).toContainText('Parents, teachers and admins');
    await expect(fileRow(page, staffOnly)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Upload a file' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download ${forEveryone}` }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(forEveryone);
    expect((await readFile(await saved.path())).equals(content)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a teacher checks the file before sending: none, wrong type, too large', async ({ page, request }) => {
    await signedInAs(page, request, 'teacher');
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Please choose a file to upload.')).toBeVisible();

    const fileInput = page.getByLabel('File', { exact: true });
    await fileInput.setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await expect(
      page.getByText('File type not allowed. Please upload PDF, DOC, DOCX, TXT, or image files.'),
    ).toBeVisible();

    // 50 MB and one byte, as a sparse file on disk.
    const bigFile = join(tmpdir(), `members-e2e-${Date.now()}.pdf`);
    await writeFile(bigFile, '%PDF-1.4\n');
    await truncate(bigFile, 50 * 1024 * 1024 + 1);
    try {
      await fileInput.setInputFiles(bigFile);
      await expect(page.getByText('File too large. Maximum size is 50MB.')).toBeVisible();
      const uploads: string[] = [];
      page.on(
        'request',
        (sent) => sent.method() === 'POST' && sent.url().endsWith('/graphql') && uploads.push(sent.url()),
      );
      await page.getByRole('button', { name: 'Upload' }).click();
      await expect(page.getByText('File too large. Maximum size is 50MB.')).toBeVisible();
      expect(uploads).toEqual([]);
    } finally {
      await rm(bigFile, { force: true });
    }
  });

  test('a teacher uploads with a visibility choice and sees the progress, then downloads and deletes', async ({
    page,
    request,
  }) => {
    const { errors, teacher, parent } = await teacherAndParent(page, request);
    await signIn(page, teacher);

    const visibility = page.getByLabel('Who can see it');
    await expect(visibility.getByRole('option')).toHaveText(['Parents, teachers and admins', 'Staff Only']);
    await visibility.selectOption({ label: 'Staff Only' });

    const name = `${uniqueIdentity('Handbook').email}.pdf`;
    const content = pdfBytes(1024 * 1024);
    await page
      .getByLabel('File', { exact: true })
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: content });

    // A slow connection, so the progress can be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 300 * 1024,
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Uploading file\.\.\. \d+%/ })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `Uploaded ${name}.` })).toBeVisible({ timeout: 20_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const row = fileRow(page, name);
    await expect(row).toContainText('1.00 MB');
    await expect(row).toContainText(teacher.name);
    await expect(row).toContainText('Staff Only');

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download ${name}` }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(name);
    expect((await readFile(await saved.path())).equals(content)).toBe(true);

    // Staff only: a parent does not get it, not even by its address.
    const parentToken = (
      (await (
        await request.post('/api/login.php', { data: { email: parent.email, password: parent.password } })
      ).json()) as {
        token: string;
      }
    ).token;
    const files = (await (
      await request.get('/api/files.php', { headers: { Authorization: `Bearer ${parentToken}` } })
    ).json()) as { files: { original_name: string }[] };
    expect(files.files.map((file) => file.original_name)).not.toContain(name);

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this file?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(name);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('button', { name: `Delete ${name}` })).toBeFocused();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await dialog.getByRole('button', { name: 'Delete file' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Deleted ${name}.` })).toBeVisible();
    await expect(row).toHaveCount(0);
    // Its button went with the row: the focus moves into the list (the row in its place, or the list's heading
    // when none is left), not to the page's end.
    const focusInList = page.getByRole('region', { name: 'Shared files' }).locator(':focus');
    const listHeading = page.getByRole('heading', { name: 'Shared files' });
    await expect
      .poll(
        async () =>
          (await focusInList.count()) > 0 ||
          (await listHeading.evaluate((heading) => heading === document.activeElement)),
      )
      .toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Shared files' })).toBeVisible();
    await expect(fileRow(page, name)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('an admin may share with admins only, and Escape closes the delete prompt', async ({ page, request }) => {
    const admin = await createMember(request, 'admin');
    const teacher = await createMember(request, 'teacher');
    await signIn(page, admin);
    const visibility = page.getByLabel('Who can see it');
    // The spec's three audiences, then (decision 111) each class's and each grade's families.
    const families = /families/i;
    await expect(visibility.getByRole('option').filter({ hasNotText: families })).toHaveText([
      'Parents, teachers and admins',
      'Staff Only',
      'Admins Only',
    ]);
    await expect(visibility.getByRole('option', { name: /^Grade \d+ families$/ })).toHaveCount(12);
    await visibility.selectOption({ label: 'Admins Only' });
    const name = `${uniqueIdentity('Minutes').email}.txt`;
    await page.getByLabel('File', { exact: true }).setInputFiles({
      name,
      mimeType: 'text/plain',
      buffer: Buffer.from('board minutes'),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    const row = fileRow(page, name);
    await expect(row).toContainText('Admins Only');

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByRole('dialog', { name: 'Delete this file?' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(row).toBeVisible();

    const teacherPage = await page.context().browser()!.newPage();
    await signIn(teacherPage, teacher);
    await expect(teacherPage.getByRole('heading', { name: 'Shared files' })).toBeVisible();
    await expect(fileRow(teacherPage, name)).toHaveCount(0);
    await teacherPage.close();
  });
});
