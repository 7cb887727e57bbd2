import { expect, test, type Page } from './support/test';
import { collectBrowserErrors } from './support/browser-errors';
import { createMember, openTab, shareLinkViaApi, signedInAs, uniqueIdentity, signIn } from './support/members';

function linkCard(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
}

test.describe('Link Sharing', () => {
  test('the share form shows its validation messages', async ({ page, request }) => {
    await signedInAs(page, request, 'teacher');
    await openTab(page, 'Link Sharing');
    await page.getByRole('button', { name: 'Share Link' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('URL is required')).toBeVisible();
    await expect(page.getByText('Description is required')).toBeVisible();
    await expect(page.getByLabel('Title')).toBeFocused();

    await page.getByLabel('Title').fill('   ');
    await page.getByLabel('URL').fill('not a web address');
    await expect(page.getByText('Please enter a valid URL')).toBeVisible();
    await expect(page.getByText('Title is required')).toBeVisible();
    await page.getByLabel('URL').fill('javascript:alert(1)');
    await expect(page.getByText('Please enter a valid URL')).toBeVisible();
  });

  test('a teacher shares a link with a category and audience; it opens in a new tab; then deletes it', async ({
    page,
    request,
  }) => {
    const errors = collectBrowserErrors(page, { ignoreFailedRequests: true });
    const teacher = await signedInAs(page, request, 'teacher');
    await openTab(page, 'Link Sharing');
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue('General');
    await expect(page.getByLabel('Category', { exact: true }).getByRole('option')).toHaveText([
      'General',
      'Resources',
      'Curriculum',
      'Activities',
      'Announcements',
    ]);
    await expect(page.getByLabel('Who can see it').getByRole('option')).toHaveText([
      'Parents, teachers and admins',
      'Staff Only',
    ]);

    const title = uniqueIdentity('Fractions practice').name;
    await page.getByLabel('Title').fill(`  ${title}  `);
    await page.getByLabel('URL').fill(' https://example.org/fractions ');
    await page.getByLabel('Description').fill('Worksheets for grade 4');
    await page.getByLabel('Category', { exact: true }).selectOption('Curriculum');
    await page.getByLabel('Who can see it').selectOption({ label: 'Staff Only' });
    await page.getByRole('button', { name: 'Share Link' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Shared "${title}".` })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('');

    const card = linkCard(page, title);
    const link = card.getByRole('link', { name: title });
    await expect(link).toHaveAttribute('href', 'https://example.org/fractions');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(card).toContainText('Worksheets for grade 4');
    await expect(card).toContainText(/Category:\s*Curriculum/);
    await expect(card).toContainText(/Visible to:\s*Staff Only/);
    await expect(card).toContainText(new RegExp(`Shared by:\\s*${teacher.name}`));
    await expect(card).toContainText(/Shared:\s*\w{3} \d{1,2}, \d{4}/);

    await card.getByRole('button', { name: `Delete link ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this link?' });
    await expect(dialog).toContainText(title);
    await dialog.getByRole('button', { name: 'Delete link' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Deleted "${title}".` })).toBeVisible();
    await expect(card).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a title holding HTML shows as text; a parent sees links but cannot share or delete', async ({
    page,
    request,
  }) => {
    const teacher = await createMember(request, 'teacher');
    const parent = await createMember(request, 'parent');
    const title = `<img src=x onerror="window.__xss=1"><b>Bold</b> ${uniqueIdentity('Tag').name}`;
    await shareLinkViaApi(request, teacher, {
      title,
      url: 'https://example.org/html-title',
      description: '<script>window.__xss=2</script>',
    });
    await shareLinkViaApi(request, teacher, {
      title: `Staff ${title}`,
      url: 'https://example.org/staff',
      description: 'staff only',
      visibility: 'teachers_and_admins',
    });

    await signIn(page, parent);
    await openTab(page, 'Link Sharing');
    const card = linkCard(page, title);
    await expect(card.getByRole('link', { name: title })).toBeVisible();
    await expect(card).toContainText('<script>window.__xss=2</script>');
    expect(await card.locator('img, b, script').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(linkCard(page, `Staff ${title}`)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Share a link' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  });
});
