import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { ADMIN_ACCOUNT, ADMIN_EMAIL, ADMIN_PASSWORD } from './support/credentials';
import { areaTabPath, dashboardTabLabels, memberArea } from './support/dashboard-tabs';
import { arrowToTab, countFramesOnBody, desktop, expectFocusSettled, phone, tabTo } from './support/keyboard';
import { wcagViolations } from './support/axe';
import {
  createMember,
  deleteFileViaApi,
  findUser,
  adminToken,
  bearer,
  rejectViaApi,
  shareLinkViaApi,
  signIn,
  signUpViaApi,
  uniqueIdentity,
  uploadViaApi,
  type Member,
} from './support/members';

// The members' area and its forms used with the keyboard alone, at desktop and phone widths: after every
// action the focus lands on something sensible that can be seen (never on <body>), hints and errors are both
// read with their field, and axe finds nothing at all to report.

const admin: Member = { id: '', name: 'Administrator', email: ADMIN_EMAIL, password: ADMIN_PASSWORD, role: 'admin' };

const siteContentPath = areaTabPath(memberArea('Website'), 'Site content');

const sections = (page: Page) => page.getByRole('tablist', { name: 'Secure Area sections' });
const accounts = (page: Page) => page.getByRole('tablist', { name: 'Accounts' });

/**
 * The row names of a list before one of them goes: where the focus should land once it has, the first
 * control of the row taking its place (or of the new last row), or the heading when none is left.
 */
async function placeAfterRemoving(names: string[], removed: string): Promise<{ next: string | null }> {
  const index = names.indexOf(removed);
  expect(index, `${removed} is listed`).toBeGreaterThanOrEqual(0);
  const rest = names.filter((name) => name !== removed);
  return { next: rest.length === 0 ? null : rest[Math.min(index, rest.length - 1)] };
}

/** In an open confirmation: Cancel has the focus first; Tab, then Enter confirms. */
async function confirmByKeyboard(page: Page, title: string, confirm: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expectFocusSettled(page, `${title} opened`, dialog.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: confirm, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

const rowNames = (scope: Locator) => scope.getByRole('rowheader').allTextContents();

/** A site document's text as the database holds it now. */
async function documentBody(request: APIRequestContext, key: string): Promise<string> {
  const answer = await request.post('/graphql', {
    headers: bearer(await adminToken(request)),
    data: { query: 'query ($key: String!) { contentDocument(key: $key) { body } }', variables: { key } },
  });
  return ((await answer.json()) as { data: { contentDocument: { body: string } } }).data.contentDocument.body;
}

/** Puts a site document back as it was before a test changed it, so later tests see the shipped site. */
async function restoreDocument(request: APIRequestContext, key: string, body: string): Promise<void> {
  const token = await adminToken(request);
  const read = await request.post('/graphql', {
    headers: bearer(token),
    data: { query: 'query ($key: String!) { contentDocument(key: $key) { body revision } }', variables: { key } },
  });
  const current = ((await read.json()) as { data: { contentDocument: { body: string; revision: number } } }).data
    .contentDocument;
  if (current.body === body) return;
  const saved = await request.post('/graphql', {
    headers: bearer(token),
    data: {
      query: 'mutation ($input: SaveContentInput!) { saveContentDocument(input: $input) { revision } }',
      variables: { input: { key, body, baseRevision: current.revision } },
    },
  });
  expect(((await saved.json()) as { errors?: unknown }).errors).toBeUndefined();
}

/** A `datetime-local` value `days` from now, in the browser's (and the test's) time zone. */
function localDateTimeInDays(days: number): string {
  const at = new Date(Date.now() + days * 24 * 3600_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T09:00`;
}

for (const [width, viewport] of [
  ['desktop', desktop],
  ['phone', phone],
] as const) {
  test.describe(`keyboard only, ${width} width`, () => {
    test.use({ viewport });

    test('an admin approves and rejects account requests: the focus moves to the next row each time', async ({
      page,
      request,
    }) => {
      const first = await signUpViaApi(request, 'Keyboard Applicant');
      const second = await signUpViaApi(request, 'Keyboard Applicant');
      await signIn(page, ADMIN_ACCOUNT);
      await arrowToTab(page, sections(page), 'User Management');
      const pending = page.getByRole('table', { name: 'Accounts waiting for approval' });
      await expect(pending.getByRole('rowheader', { name: second.name })).toBeVisible();

      // Approve, no prompt: the row leaves for Approved Users.
      const afterApprove = await placeAfterRemoving(await rowNames(pending), first.name);
      await tabTo(page, page.getByRole('button', { name: `Approve ${first.name}` }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: `${first.name} was approved as Parent.` })).toBeVisible();
      await expectFocusSettled(
        page,
        'after approving',
        afterApprove.next
          ? page.getByLabel(`Role for ${afterApprove.next}`)
          : page.getByRole('heading', { name: 'User Management' }),
      );
      if (afterApprove.next) {
        // The next Tab stays in that row rather than starting over at the top of the page.
        await page.keyboard.press('Tab');
        await expect(page.getByRole('button', { name: `Approve ${afterApprove.next}` })).toBeFocused();
      }

      // Reject, after its prompt.
      const afterReject = await placeAfterRemoving(await rowNames(pending), second.name);
      await tabTo(page, page.getByRole('button', { name: `Reject ${second.name}` }));
      await page.keyboard.press('Enter');
      await confirmByKeyboard(page, 'Reject this account request?', 'Reject');
      await expect(page.getByRole('status').filter({ hasText: `${second.name} was rejected.` })).toBeVisible();
      await expectFocusSettled(
        page,
        'after rejecting',
        afterReject.next
          ? page.getByLabel(`Role for ${afterReject.next}`)
          : page.getByRole('heading', { name: 'User Management' }),
      );
    });

    test("an admin changes a member's role and forces a password reset: the focus stays in the row and the password is read", async ({
      page,
      request,
    }) => {
      const member = await createMember(request, 'parent', 'Keyboard Member');
      await signIn(page, ADMIN_ACCOUNT);
      await arrowToTab(page, sections(page), 'User Management');
      await arrowToTab(page, accounts(page), /^Approved Users/);

      const roleChoice = page.getByLabel(`New role for ${member.name}`);
      await tabTo(page, roleChoice);
      await page.keyboard.press('ArrowDown');
      await expect(roleChoice).toHaveValue('teacher');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: `Change role of ${member.name}` })).toBeFocused();
      await page.keyboard.press('Enter');
      await confirmByKeyboard(page, 'Change this role?', 'Change role');
      await expect(page.getByRole('status').filter({ hasText: 'User role updated successfully' })).toBeVisible();
      // Its Change role button is disabled now (the role is the chosen one): the row's first control instead.
      await expectFocusSettled(page, 'after changing the role', roleChoice);
      await page.keyboard.press('Tab');
      const forceReset = page.getByRole('button', { name: `Force password reset for ${member.name}` });
      await expect(forceReset).toBeFocused();

      await page.keyboard.press('Enter');
      await confirmByKeyboard(page, 'Force a password reset?', 'Reset password');
      const shown = page.getByRole('dialog', { name: 'Temporary password' });
      await expect(shown).toBeVisible();
      const password = shown.getByLabel('Temporary password');
      // The dialog is described by what it says, and opens on the password field, read with its value.
      await expect(shown).toHaveAccessibleDescription(new RegExp(`^Give this temporary password to ${member.name}\\.`));
      await expectFocusSettled(page, 'temporary password shown', password);
      await expect(password).toHaveAccessibleName('Temporary password');
      await expect(password).toHaveAttribute('readonly');
      expect((await password.inputValue()).length).toBeGreaterThanOrEqual(8);
      await page.keyboard.press('Tab');
      await expect(shown.getByRole('button', { name: 'Copy password' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(shown.getByRole('button', { name: 'Done' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(shown).toBeHidden();
      await expectFocusSettled(page, 'temporary password closed', forceReset);
    });

    test('upload a file, share a link, delete each, and restore from the Trash: the focus is never lost', async ({
      page,
      request,
    }) => {
      const older = `${uniqueIdentity('Older').email}.txt`;
      await uploadViaApi(request, admin, { name: older, mimeType: 'text/plain', buffer: Buffer.from('older') });
      const olderLink = uniqueIdentity('Older link').name;
      await shareLinkViaApi(request, admin, {
        title: olderLink,
        url: 'https://example.org/older',
        description: 'Older',
      });
      await signIn(page, ADMIN_ACCOUNT);
      await arrowToTab(page, sections(page), 'File Sharing');

      // Upload: the file chooser opens from the keyboard; afterwards the file field is ready for the next one.
      const fileName = `${uniqueIdentity('Keyboard').email}.txt`;
      const fileField = page.getByLabel('File', { exact: true });
      await tabTo(page, fileField);
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Space');
      await (await chooser).setFiles({ name: fileName, mimeType: 'text/plain', buffer: Buffer.from('typed') });
      await tabTo(page, page.getByRole('button', { name: 'Upload', exact: true }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: `Uploaded ${fileName}.` })).toBeVisible();
      await expectFocusSettled(page, 'after uploading', fileField);

      // Delete it: the focus goes to the first control of the row now in its place.
      const files = page.getByRole('region', { name: 'Shared files' });
      await expect(files.getByRole('rowheader', { name: older })).toBeVisible();
      const afterFile = await placeAfterRemoving(await rowNames(files), fileName);
      await tabTo(page, page.getByRole('button', { name: `Delete ${fileName}` }));
      await page.keyboard.press('Enter');
      await confirmByKeyboard(page, 'Delete this file?', 'Delete file');
      await expect(page.getByRole('status').filter({ hasText: `Deleted ${fileName}.` })).toBeVisible();
      await expectFocusSettled(
        page,
        'after deleting the file',
        page.getByRole('button', { name: `Download ${afterFile.next}` }),
      );

      // Share a link: afterwards the first field again.
      await arrowToTab(page, sections(page), 'Link Sharing');
      const linkTitle = uniqueIdentity('Keyboard link').name;
      const title = page.getByLabel('Title');
      await tabTo(page, title);
      await page.keyboard.type(linkTitle);
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('URL')).toBeFocused();
      await page.keyboard.type('https://example.org/keyboard');
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Description')).toBeFocused();
      await page.keyboard.type('Typed without a mouse');
      await tabTo(page, page.getByRole('button', { name: 'Share Link' }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: `Shared "${linkTitle}".` })).toBeVisible();
      await expectFocusSettled(page, 'after sharing the link', title);

      // Delete it: the focus goes to the title link of the card now in its place.
      const cards = page.getByRole('list', { name: 'Shared links' });
      await expect(cards.getByRole('heading', { name: olderLink })).toBeVisible();
      const titles = await cards.getByRole('listitem').getByRole('heading', { level: 4 }).allTextContents();
      const afterLink = await placeAfterRemoving(
        titles.map((text) => text.replace(' (opens in a new tab)', '')),
        linkTitle,
      );
      await tabTo(page, page.getByRole('button', { name: `Delete link ${linkTitle}` }));
      await page.keyboard.press('Enter');
      await confirmByKeyboard(page, 'Delete this link?', 'Delete link');
      await expect(page.getByRole('status').filter({ hasText: `Deleted "${linkTitle}".` })).toBeVisible();
      await expectFocusSettled(
        page,
        'after deleting the link',
        page.getByRole('link', { name: `${afterLink.next} (opens in a new tab)` }),
      );

      // Restore the file from the Trash.
      await page.goto(areaTabPath(memberArea('System'), 'Trash'));
      const trash = page.getByRole('region', { name: 'Trash' });
      await expect(trash.getByRole('rowheader', { name: fileName })).toBeVisible();
      const afterRestore = await placeAfterRemoving(await rowNames(trash), fileName);
      await tabTo(page, page.getByRole('button', { name: `Restore ${fileName}` }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: `Restored ${fileName}.` })).toBeVisible();
      await expectFocusSettled(
        page,
        'after restoring',
        afterRestore.next
          ? page.getByRole('button', { name: `Restore ${afterRestore.next}` })
          : page.getByRole('heading', { name: 'Trash' }),
      );
    });

    test('logging in, the focus goes from Log In to the dashboard heading without ever falling to <body>', async ({
      page,
    }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
      await tabTo(page, page.getByLabel('Email'));
      await page.keyboard.type(ADMIN_EMAIL);
      await tabTo(page, page.getByLabel('Password', { exact: true }));
      await page.keyboard.type(ADMIN_PASSWORD);
      const framesOnBody = await countFramesOnBody(page);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/secure\/dashboard/);
      await expectFocusSettled(page, 'logged in', page.locator('#main-content h1'));
      expect(await framesOnBody(), 'frames drawn with the focus on <body>').toBe(0);
    });

    test('site content: Save page, Save notice and Remove notice keep the focus where the saving was done', async ({
      page,
      request,
    }) => {
      const key = 'classes/grade6.md';
      await signIn(page, ADMIN_ACCOUNT, `${siteContentPath}?section=pages&key=${encodeURIComponent(key)}`);
      const source = page.getByLabel('Markdown');
      await expect(source).not.toHaveValue('');
      const before = await source.inputValue();
      const savePage = page.getByRole('button', { name: 'Save page' });
      try {
        await source.focus();
        await page.keyboard.press('Control+End');
        await page.keyboard.type('\nBring a packed lunch.\n');
        const framesOnBody = await countFramesOnBody(page);
        await tabTo(page, savePage);
        await page.keyboard.press('Enter');
        await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
        // Nothing is left to save, and the button says so without letting go of the focus.
        await expect(savePage).toHaveAttribute('aria-disabled', 'true');
        await expectFocusSettled(page, 'page saved', savePage);
        expect(await framesOnBody(), 'frames drawn with the focus on <body>').toBe(0);
      } finally {
        await restoreDocument(request, key, before);
      }

      await page.goto(`${siteContentPath}?section=notice`);
      const noticeText = page.getByLabel('Notice text');
      await expect(noticeText).toBeVisible();
      const noticeBefore = await documentBody(request, 'notice.json');
      try {
        await tabTo(page, noticeText);
        await page.keyboard.type('Co-op is closed on Friday for the storm.');
        await page.getByLabel('Shown until').fill(localDateTimeInDays(7));
        const saveNotice = page.getByRole('button', { name: 'Save notice' });
        const framesOnBody = await countFramesOnBody(page);
        await tabTo(page, saveNotice);
        // Tab leaves a button half in view where it was; the check below wants all of it seen.
        await saveNotice.scrollIntoViewIfNeeded();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('status').filter({ hasText: 'Saved the notice.' })).toBeVisible();
        await expectFocusSettled(page, 'notice saved', saveNotice);

        // Remove goes with the notice: the heading that now says none is shown takes the focus.
        await tabTo(page, page.getByRole('button', { name: 'Remove notice' }));
        await page.keyboard.press('Enter');
        await expect(page.getByRole('status').filter({ hasText: 'Removed the notice.' })).toBeVisible();
        await expectFocusSettled(page, 'notice removed', page.getByRole('heading', { name: 'No notice is shown now' }));
        expect(await framesOnBody(), 'frames drawn with the focus on <body>').toBe(0);
      } finally {
        await restoreDocument(request, 'notice.json', noticeBefore);
      }
    });

    test('a one-off change sent without its day says to choose the day and puts the focus on it', async ({ page }) => {
      await signIn(page, ADMIN_ACCOUNT, areaTabPath(memberArea('Website'), 'Schedule'));
      const form = page.getByRole('form', { name: 'Add a change' });
      await expect(form.getByLabel('Date')).toHaveValue('');
      await tabTo(page, form.getByRole('button', { name: 'Save the change' }));
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('alert').filter({ hasText: 'Choose the day of the meeting to change' }),
      ).toBeVisible();
      await expectFocusSettled(page, 'change refused', form.getByLabel('Date'));
      await expect(form.getByLabel('Date')).toHaveAccessibleDescription(/Choose the day of the meeting to change/);
      expect(await wcagViolations(page)).toEqual([]);
    });

    test('a refused signup keeps the password hint read with its error', async ({ page }) => {
      await page.goto('/signup');
      const submit = page.getByRole('button', { name: 'Sign Up' });
      await expect(submit).toBeEnabled();
      await tabTo(page, submit);
      await page.keyboard.press('Enter');
      await expectFocusSettled(page, 'signup refused', page.getByLabel('Full name'));
      await expectHintAndError(page.getByLabel('Password', { exact: true }), 'At least 8 characters.');
    });

    test('a refused enrollment keeps the birthday and allergies hints read with their errors', async ({ page }) => {
      await page.goto('/enrollment');
      const acknowledgment = page.getByRole('checkbox', { name: /I understand that a deposit is required/ });
      await tabTo(page, acknowledgment);
      await page.keyboard.press('Space');
      await expect(acknowledgment).toBeChecked();
      const submit = page.getByRole('button', { name: 'Submit Enrollment' });
      await tabTo(page, submit);
      await page.keyboard.press('Enter');
      await expectFocusSettled(page, 'enrollment refused');
      await expectHintAndError(page.getByLabel('Student Birthday'), 'As MM/DD/YYYY, for example 03/14/2016.');
      await expectHintAndError(page.getByLabel('Student Allergies'), 'Write None if none.');
    });
  });
}

/** The field's aria-describedby names its hint and its error, and both are on the page. */
async function expectHintAndError(field: Locator, hint: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  expect(ids, 'hint and error').toHaveLength(2);
  const page = field.page();
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  expect(texts[0]).toBe(hint);
  expect(texts[1]?.length, 'an error message').toBeGreaterThan(0);
  await expect(field).toHaveAccessibleDescription(`${hint} ${texts[1]}`);
}

/** Every tab of the dashboard the signed-in viewer has, and every tab inside one (account groups, forms). */
async function expectEveryTabClean(page: Page, tabs: readonly string[]): Promise<void> {
  for (const tab of tabs) {
    await arrowToTab(page, sections(page), tab);
    const panel = page.getByRole('tabpanel', { name: tab });
    await expect(panel).not.toContainText('Loading');
    await page.waitForLoadState('networkidle');
    // Arrowing along the tabs can leave one of them partly under the sticky header on a phone, which the target
    // size rule counts against it; the scan is of the page as it opens.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await wcagViolations(page), tab).toEqual([]);
    const inner = panel.getByRole('tablist');
    if ((await inner.count()) === 0) continue;
    for (const name of await inner.getByRole('tab').allTextContents()) {
      await arrowToTab(page, inner, name);
      await expect(panel).not.toContainText('Loading');
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await wcagViolations(page), `${tab}: ${name}`).toEqual([]);
    }
  }
}

for (const [width, viewport] of [
  ['desktop', desktop],
  ['phone', phone],
] as const) {
  test.describe(`axe finds nothing, ${width} width`, () => {
    test.use({ viewport });

    test('every dashboard tab of an admin, with every account group and submission list', async ({ page, request }) => {
      // Many full scans on a shared machine.
      test.setTimeout(120_000);
      const teacher = await createMember(request, 'teacher', 'Axe Teacher');
      await uploadViaApi(request, teacher, {
        name: `${uniqueIdentity('axe').email}.txt`,
        mimeType: 'text/plain',
        buffer: Buffer.from('axe'),
      });
      await shareLinkViaApi(request, teacher, {
        title: uniqueIdentity('Axe link').name,
        url: 'https://example.org/axe',
        description: 'Axe',
      });
      const trashed = await uploadViaApi(request, teacher, {
        name: `${uniqueIdentity('trashed').email}.txt`,
        mimeType: 'text/plain',
        buffer: Buffer.from('gone'),
      });
      await deleteFileViaApi(request, teacher, trashed);
      await signUpViaApi(request, 'Axe Pending');
      const turnedDown = await signUpViaApi(request, 'Axe Rejected');
      await rejectViaApi(request, (await findUser(request, await adminToken(request), turnedDown.email)).id);

      await signIn(page, ADMIN_ACCOUNT);
      await expectEveryTabClean(page, dashboardTabLabels.admin);
    });

    for (const role of ['teacher', 'parent'] as const) {
      test(`every dashboard tab of a ${role}`, async ({ page, request }) => {
        test.setTimeout(60_000);
        const member = await createMember(request, role, `Axe ${role}`);
        await signIn(page, member);
        await expectEveryTabClean(page, dashboardTabLabels[role]);
      });
    }

    test('the login, signup and enrollment forms, before and after a refused submit', async ({ page }) => {
      for (const [path, button] of [
        ['/login', 'Log In'],
        ['/signup', 'Sign Up'],
        ['/enrollment', 'Submit Enrollment'],
      ] as const) {
        await page.goto(path);
        const submit = page.getByRole('button', { name: button });
        if (path === '/enrollment')
          await page.getByRole('checkbox', { name: /I understand that a deposit is required/ }).check();
        await expect(submit).toBeEnabled();
        expect(await wcagViolations(page), path).toEqual([]);
        await submit.press('Enter');
        await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
        expect(await wcagViolations(page), `${path} refused`).toEqual([]);
      }
    });
  });
}
