import fs from 'node:fs';
import path from 'node:path';
import { classTitle } from '@coop/contract';
import { simpleParser } from 'mailparser';
import { expect, test, type Page } from './support/test';
import { violations } from './support/axe';
import { collectBrowserErrors } from './support/browser-errors';
import { ADMIN_ACCOUNT } from './support/credentials';
import { areaTabPath, memberArea } from './support/dashboard-tabs';
import { enrollOnPage } from './support/enrollment-form';
import { catalog } from './support/form-submissions';
import { desktop, tabTo } from './support/keyboard';
import { createMember, signIn, uniqueIdentity } from './support/members';

// An announcement to one class's families, end to end: the office writes it with a preview and sees whom it reaches,
// sends it after confirming, and follows it in Sent; a parent of the class, on a phone, finds it unread in
// "Needs your attention" and the inbox and reads it; the outbox holds one mail per household, however many of its
// children are in the class.

const classKey = 'world_history_9th_12th';
const audience = `Families of ${classTitle(catalog.classes.find((item) => item.key === classKey)!)}`;
const smallPhone = { width: 360, height: 780 };

/** Every mail written to the outbox folder with this subject, by recipient (lower-cased). */
async function mailsWithSubject(subject: string): Promise<string[]> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const recipients: string[] = [];
  for (const name of fs.readdirSync(dir).filter((each) => each.endsWith('.eml'))) {
    const mail = await simpleParser(fs.readFileSync(path.join(dir, name)));
    if (mail.subject !== subject) continue;
    for (const to of [mail.to ?? []].flat()) recipients.push(...to.value.map((each) => each.address!.toLowerCase()));
  }
  return recipients.sort();
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where}: page wider than the screen`).toBeLessThanOrEqual(0);
}

test.use({ viewport: desktop });

test("an announcement to one class's families reaches each household once and shows unread in a parent's inbox on a phone", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const errors = collectBrowserErrors(page);
  const tag = uniqueIdentity('Parent').name.split(' ').at(-1);
  const subject = `No class on Friday ${tag}`;
  // One family with two children in the class, another with one who has no account: each household is one mail.
  const parent = uniqueIdentity('Parent');
  const other = uniqueIdentity('Other');
  await enrollOnPage(page, { parent, student: `Ava ${tag}`, classKey });
  await enrollOnPage(page, { parent, student: `Ben ${tag}`, classKey });
  await enrollOnPage(page, { parent: other, student: `Cal ${tag}`, classKey });

  // The parent has an account and has opened My family, so the household knows it.
  const { password } = await createMember(page.request, 'parent', parent);
  const phone = await browser.newContext({ viewport: smallPhone });
  const family = await phone.newPage();
  const familyErrors = collectBrowserErrors(family);
  await signIn(family, { email: parent.email, password }, memberArea('My family').path);
  await expect(family.getByText(`Ava ${tag}`).first()).toBeVisible();

  // The office writes, previews and sees the reach before sending.
  await signIn(page, ADMIN_ACCOUNT);
  const messages = memberArea('Messages');
  await page.goto(areaTabPath(messages, 'Write'));
  const form = page.getByRole('form', { name: 'New announcement' });
  await form.getByLabel('Subject').fill(subject);
  await form
    .getByLabel('Message', { exact: true })
    .fill('The co-op is **closed** on Friday.\n\n- Classes resume Monday');
  await form.getByLabel('To').selectOption({ label: audience });
  const reach = form.getByRole('status').filter({ hasText: /^Reaches/ });
  await expect(reach).toHaveText(/^Reaches \d+ households?, \d+ address(es)?\.$/);
  const [households, addresses] = ((await reach.textContent()) ?? '').match(/\d+/g)!.map(Number);
  expect(households).toBeGreaterThanOrEqual(2);
  const switcher = form.getByRole('tablist', { name: 'Message: write or preview' });
  await switcher.getByRole('tab', { name: 'Preview' }).click();
  await expect(form.locator('strong', { hasText: 'closed' })).toBeVisible();
  await expect(form.getByRole('listitem')).toHaveText('Classes resume Monday');
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('write-1280.png'), fullPage: true });

  await form.getByRole('button', { name: 'Send…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this message?' });
  await expect(dialog).toContainText(`"${subject}" to ${audience}, now.`);
  await expect(dialog).toContainText(`Reaches ${households} households`);
  await dialog.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText(`Sent to ${audience}. Its deliveries show in Sent.`)).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveValue('');

  // Sent follows its e-mails as the outbox sends them, and links to them there.
  await page.getByRole('tablist', { name: 'Messages sections' }).getByRole('tab', { name: 'Sent' }).click();
  const sent = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: subject }) });
  await expect(sent).toContainText(`To ${audience}`);
  await expect(
    sent.getByRole('link', { name: new RegExp(`^E-mails of ${subject}: ${addresses} sent, 0 queued, 0 failed`) }),
  ).toBeVisible({ timeout: 30_000 });
  const outboxLink = await sent.getByRole('link').getAttribute('href');
  expect(outboxLink).toMatch(/^\/secure\/system\/outbox\?ref=announcement%3A\w+/);
  expect(await violations(page)).toEqual([]);
  expect(errors).toEqual([]);

  // One mail per household: the family with two children in the class gets one.
  const recipients = await mailsWithSubject(subject);
  expect(recipients).toHaveLength(addresses);
  expect(recipients.filter((each) => each === parent.email.toLowerCase())).toHaveLength(1);
  expect(recipients.filter((each) => each === other.email.toLowerCase())).toHaveLength(1);

  // The parent, on a phone: "Needs your attention" says so and leads to the inbox, where it is unread until opened.
  await family.goto('/secure/dashboard');
  const attention = family.getByRole('region', { name: 'Needs your attention' });
  await attention.getByRole('link', { name: 'You have 1 unread message.' }).click();
  await expect(family).toHaveURL(areaTabPath(messages, 'Inbox'));
  await expect(family.getByRole('tab')).toHaveText(['Inbox']);
  const unread = family.getByRole('button', { name: `Unread ${subject}` });
  await expect(unread).toBeVisible();
  await expect(family.getByText('1 unread message.')).toBeVisible();
  expect(await violations(family)).toEqual([]);
  await expectNoSidewaysScroll(family, 'inbox');
  await family.screenshot({ path: testInfo.outputPath('inbox-360.png'), fullPage: true });

  // By keyboard alone: Tab to it, Enter opens it.
  await tabTo(family, unread);
  await family.keyboard.press('Enter');
  const opened = family.getByRole('button', { name: subject, exact: true });
  await expect(opened).toHaveAttribute('aria-expanded', 'true');
  await expect(family.locator('strong', { hasText: 'closed' })).toBeVisible();
  await expect(family.getByText('No unread messages.')).toBeVisible();
  await expect(family.getByRole('link', { name: 'Mail preferences' })).toHaveAttribute('href', '/preferences');
  await expectNoSidewaysScroll(family, 'an opened message');
  await family.screenshot({ path: testInfo.outputPath('inbox-opened-360.png'), fullPage: true });

  // Read stays read: the attention panel no longer counts it.
  await family.goto('/secure/dashboard');
  await expect(family.getByRole('region', { name: 'Needs your attention' })).not.toContainText('unread message');
  expect(familyErrors).toEqual([]);
  await phone.close();
});

test('the three tabs of Messages pass axe at phone width', async ({ page }, testInfo) => {
  test.slow();
  await page.setViewportSize(smallPhone);
  await signIn(page, ADMIN_ACCOUNT);
  const messages = memberArea('Messages');
  for (const tab of messages.tabs) {
    await page.goto(areaTabPath(messages, tab.label));
    await expect(page.getByRole('heading', { level: 2, name: tab.label, exact: true })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Loading');
    expect(await violations(page), tab.label).toEqual([]);
    await expectNoSidewaysScroll(page, tab.label);
    await page.screenshot({ path: testInfo.outputPath(`${tab.segment}-360.png`), fullPage: true });
  }
});
