import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from './support/test';
import { violations } from './support/axe';
import { collectBrowserErrors } from './support/browser-errors';
import { enrollOnPage } from './support/enrollment-form';
import { uniqueText } from './support/form-submissions';
import { adminToken, apiLogin, bearer, createMember, signIn, uniqueIdentity } from './support/members';

// A teacher shares a file with one class from the File Sharing tab; a parent whose child is in that class finds it
// with the class in My family and downloads it, while a parent whose child is in another class sees neither the file
// nor its bytes.

const theClass = 'biology_9th_12th';
const otherClass = 'intro_cs_python_9th_12th';

async function assignTeacher(request: APIRequestContext, classKey: string, teacherId: string) {
  const response = await request.post('/graphql', {
    headers: bearer(await adminToken(request)),
    data: {
      query:
        'mutation ($key: String!, $ids: [ID!]!) { setClassTeachers(classKey: $key, teacherIds: $ids) { classKey } }',
      variables: { key: classKey, ids: [teacherId] },
    },
  });
  expect((await response.json()).errors).toBeUndefined();
}

test("a teacher shares a file with one class; a parent in it downloads it from My family, another class's parent cannot", async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const teacher = await createMember(request, 'teacher');
  await assignTeacher(request, theClass, teacher.id);
  const inClass = uniqueIdentity('Biology');
  const notInClass = uniqueIdentity('Python');
  await enrollOnPage(page, { parent: inClass, student: uniqueText('Ada'), classKey: theClass });
  await enrollOnPage(page, { parent: notInClass, student: uniqueText('Alan'), classKey: otherClass });
  const parentIn = await createMember(request, 'parent', inClass);
  const parentOut = await createMember(request, 'parent', notInClass);

  // The teacher chooses the class in "Who can see it" with the keyboard, as any option of the select.
  const errors = collectBrowserErrors(page);
  await signIn(page, teacher);
  const fileName = `${uniqueText('lab-safety').replace(/\W+/g, '-')}.txt`;
  const content = Buffer.from('Goggles on before any experiment.\n', 'utf8');
  await page
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: fileName, mimeType: 'text/plain', buffer: content });
  const audience = page.getByRole('combobox', { name: 'Who can see it' });
  await audience.focus();
  await audience.selectOption({ label: 'Families in Biology (Grades 9–12)' });
  await expect(audience.getByRole('option', { name: /Python/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Uploaded ${fileName}.` })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: fileName, exact: true }) });
  await expect(row).toContainText('Families in Biology (Grades 9–12)');
  expect(errors).toEqual([]);

  // The parent in the class finds it with the class in My family, and downloads its bytes.
  const family = await (await browser.newContext()).newPage();
  const familyErrors = collectBrowserErrors(family);
  await signIn(family, parentIn, '/secure/family');
  const biology = family.getByRole('region', { name: 'Biology (Grades 9–12)' });
  const download = family.waitForEvent('download');
  await biology.getByRole('button', { name: `Download ${fileName}` }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(fileName);
  expect((await readFile(await saved.path())).equals(content)).toBe(true);
  expect(await violations(family), 'My family with class materials').toEqual([]);
  expect(familyErrors).toEqual([]);
  await family.context().close();

  // The parent of another class sees their own class, with nothing shared, and never the file.
  const other = await (await browser.newContext()).newPage();
  await signIn(other, parentOut, '/secure/family');
  const python = other.getByRole('region', { name: 'Intro to Computer Science: Python (Grades 9–12)' });
  await expect(python).toContainText('Nothing has been shared with this class yet.');
  await expect(other.getByText(fileName)).toHaveCount(0);
  await other.goto('/secure/dashboard');
  await expect(other.getByRole('heading', { name: 'Shared files' })).toBeVisible();
  await expect(other.getByText(fileName)).toHaveCount(0);
  await other.context().close();

  // Nor can they fetch its bytes by its address: it does not exist for them.
  const files = await (await request.get('/api/files.php', { headers: bearer(await adminToken(request)) })).json();
  const url = files.files.find((file: { original_name: string }) => file.original_name === fileName).url;
  const refused = await request.get(url, {
    headers: bearer(await apiLogin(request, parentOut.email, parentOut.password)),
  });
  expect(refused.status()).toBe(404);
});
