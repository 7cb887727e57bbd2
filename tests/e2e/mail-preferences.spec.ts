import { mailPreferencesMessages as messages, mailPreferencesTokenParam } from '@coop/contract';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { collectBrowserErrors } from './support/browser-errors';
import { adminToken, bearer, createMember, type Member } from './support/members';
import { newestMailTo } from './support/outbox';

/** An administrator's announcement to the teachers; resolves with the unsubscribe link it carried to this one. */
async function announcementLink(request: APIRequestContext, teacher: Member): Promise<URL> {
  const subject = `Supply day ${teacher.name}`;
  const sent = await request.post('/graphql', {
    headers: bearer(await adminToken(request)),
    data: {
      query: 'mutation($input: SendAnnouncementInput!) { sendAnnouncement(input: $input) { id } }',
      variables: { input: { subject, body: 'Bring paper.', audience: { kind: 'teachers' } } },
    },
  });
  expect((await sent.json()).errors).toBeUndefined();
  const mail = await newestMailTo(teacher.email, new RegExp(`^${subject}$`));
  const header = mail.headerLines.find((line) => line.key === 'list-unsubscribe')?.line ?? '';
  const link = /<(https?:[^>]+)>/.exec(header)?.[1];
  expect(link, 'the announcement carries an unsubscribe link').toBeTruthy();
  return new URL(link!);
}

async function announcementsStopped(request: APIRequestContext, link: URL): Promise<boolean> {
  const answer = await request.post('/graphql', {
    data: {
      query: 'query($token: String) { mailPreferences(token: $token) { announcementsStopped } }',
      variables: { token: link.searchParams.get(mailPreferencesTokenParam) },
    },
  });
  return (await answer.json()).data.mailPreferences.announcementsStopped as boolean;
}

test.describe('Mail preferences (from an announcement)', () => {
  test('a recipient who is not signed in opens the link and stops announcements', async ({ browser, request }) => {
    const teacher = await createMember(request, 'teacher', undefined, { confirmed: true });
    const link = await announcementLink(request, teacher);

    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectBrowserErrors(page);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: messages.heading })).toBeVisible();
    const status = page.getByRole('region', { name: messages.heading }).getByRole('status');
    await expect(page.getByText(messages.address(teacher.email.toLowerCase()))).toBeVisible();
    await expect(status).toHaveText(messages.receiving);
    await expect(page.getByText(messages.alwaysCome)).toBeVisible();

    const choice = page.getByRole('group', { name: messages.choice });
    await choice.getByRole('radio', { name: messages.stop }).check();
    await page.getByRole('button', { name: messages.save }).click();
    await expect(status).toHaveText(`${messages.saved} ${messages.stopped}`);
    expect(await announcementsStopped(request, link)).toBe(true);

    await page.reload();
    await expect(status).toHaveText(messages.stopped);
    await expect(choice.getByRole('radio', { name: messages.stop })).toBeChecked();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the Stop button works without the page script', async ({ browser, request }) => {
    const teacher = await createMember(request, 'teacher', undefined, { confirmed: true });
    const link = await announcementLink(request, teacher);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${link.pathname}${link.search}`);
    expect(await announcementsStopped(request, link)).toBe(false);
    await page.getByRole('button', { name: messages.stopButton }).click();
    await expect(page).toHaveURL(`${link.pathname}${link.search}`);
    expect(await announcementsStopped(request, link)).toBe(true);
    await context.close();
  });

  test("an unknown link shows the server's message", async ({ page }) => {
    await page.goto(`/preferences?${mailPreferencesTokenParam}=${'x'.repeat(32)}`);
    await expect(page.getByText(messages.unknownToken)).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
  });
});
