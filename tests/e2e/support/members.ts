import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './credentials';
import { newestMailTo } from './outbox';

// Accounts for the members' area tests, made through the product's own REST API (signup, then an
// administrator's approval), so every test starts from real server state with names of its own.

export type Role = 'parent' | 'teacher' | 'admin';

export type Member = { id: string; name: string; email: string; password: string; role: Role };

type ApiUser = { id: string | number; name: string; email: string; role: Role; status: string };

let sequence = 0;

/** A name and e-mail no other test uses, so that a shared database does not mix them up. */
export function uniqueIdentity(label: string): { name: string; email: string } {
  const tag = `${Date.now().toString(36)}${(++sequence).toString(36)}`;
  return { name: `${label} ${tag}`, email: `${label.toLowerCase().replace(/\W+/g, '-')}-${tag}@example.test` };
}

async function json(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<Record<string, unknown>> {
  const body = (await response.json()) as Record<string, unknown>;
  expect(body.success, `${response.url()} answered ${response.status()}: ${JSON.stringify(body)}`).toBe(true);
  return body;
}

export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const body = await json(await request.post('/api/login.php', { data: { email, password } }));
  return body.token as string;
}

export function adminToken(request: APIRequestContext): Promise<string> {
  return apiLogin(request, ADMIN_EMAIL, ADMIN_PASSWORD);
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Signs up through the API, under a new name or the one given; the account waits for approval. */
export async function signUpViaApi(
  request: APIRequestContext,
  label: string | { name: string; email: string } = 'Applicant',
): Promise<{ name: string; email: string; password: string }> {
  const identity = typeof label === 'string' ? uniqueIdentity(label) : label;
  const password = `Pw-${identity.email.length}-secret`;
  await json(await request.post('/api/signup.php', { data: { ...identity, password } }));
  return { ...identity, password };
}

/** Every account, as an administrator sees them. */
export async function listUsers(request: APIRequestContext, token: string): Promise<ApiUser[]> {
  const body = await json(await request.get('/api/users.php', { headers: bearer(token) }));
  return body.users as ApiUser[];
}

export async function findUser(request: APIRequestContext, token: string, email: string): Promise<ApiUser> {
  const user = (await listUsers(request, token)).find((each) => each.email === email);
  if (!user) throw new Error(`No account for ${email}`);
  return user;
}

/** The token of the newest link confirming the address, from the message the server sent to it. */
export async function mailedConfirmationToken(email: string): Promise<string> {
  const mail = await newestMailTo(email, /^Confirm your e-mail address/);
  const token = /\/verify-email\?token=([\w-]+)/.exec(mail.text ?? '')?.[1];
  if (!token) throw new Error(`the message to ${email} holds no confirmation link`);
  return token;
}

/** Follows the confirmation link mailed to the address, as its holder would from their inbox. */
export async function confirmEmail(request: APIRequestContext, email: string): Promise<void> {
  const token = await mailedConfirmationToken(email);
  await json(await request.post('/api/verify-email.php', { data: { token } }));
}

/**
 * An approved account with the given role, under a new name, or under the one given (a parent's, to match the
 * e-mail of an enrollment). A parent has also followed the link confirming their address, without which no child
 * is shown to them; `confirmed: false` leaves it unfollowed.
 */
export async function createMember(
  request: APIRequestContext,
  role: Role,
  label?: string | { name: string; email: string },
  { confirmed = role === 'parent' }: { confirmed?: boolean } = {},
): Promise<Member> {
  const token = await adminToken(request);
  const signedUp = await signUpViaApi(request, label ?? role[0].toUpperCase() + role.slice(1));
  const { id } = await findUser(request, token, signedUp.email);
  await json(await request.post('/api/users.php', { headers: bearer(token), data: { userId: id, role } }));
  if (confirmed) await confirmEmail(request, signedUp.email);
  return { ...signedUp, id: String(id), role };
}

/** Forces a password reset; resolves with the temporary password. */
export async function forcePasswordReset(request: APIRequestContext, userId: string): Promise<string> {
  const token = await adminToken(request);
  const body = await json(
    await request.put('/api/users.php', {
      headers: bearer(token),
      data: { userId, action: 'force_password_reset' },
    }),
  );
  return body.tempPassword as string;
}

/** Logs in through the login form and waits for the dashboard. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/secure\/dashboard/);
}

/** A fresh approved member of `role`, signed in through the login form (on the dashboard). */
export async function signedInAs(page: Page, request: APIRequestContext, role: Role): Promise<Member> {
  const member = await createMember(request, role);
  await logIn(page, member.email, member.password);
  return member;
}

/** Opens a dashboard tab by its label. */
export async function openTab(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

export type Visibility = 'everyone' | 'teachers_and_admins' | 'admin_only';

/** Uploads a file through the REST shim as `member`; resolves with the stored file's id. */
export async function uploadViaApi(
  request: APIRequestContext,
  member: Member,
  file: { name: string; mimeType: string; buffer: Buffer },
  visibility: Visibility = 'everyone',
): Promise<string> {
  const token = await apiLogin(request, member.email, member.password);
  const body = await json(
    await request.post('/api/files.php', { headers: bearer(token), multipart: { file, visibility } }),
  );
  return String((body.file as { id: string | number }).id);
}

export type LinkToShare = {
  title: string;
  url: string;
  description: string;
  category?: string;
  visibility?: Visibility;
};

/** Shares links through the REST shim as `member`, one after another (the newest last), with one login. */
export async function shareLinksViaApi(
  request: APIRequestContext,
  member: Member,
  links: LinkToShare[],
): Promise<void> {
  const token = await apiLogin(request, member.email, member.password);
  for (const link of links) await json(await request.post('/api/links.php', { headers: bearer(token), data: link }));
}

/** Shares a link through the REST shim as `member`. */
export function shareLinkViaApi(request: APIRequestContext, member: Member, link: LinkToShare): Promise<void> {
  return shareLinksViaApi(request, member, [link]);
}

/** Turns an account request down through the REST shim, as an administrator. */
export async function rejectViaApi(request: APIRequestContext, userId: string | number): Promise<void> {
  const token = await adminToken(request);
  await json(await request.delete('/api/users.php', { headers: bearer(token), data: { userId } }));
}

/** Deletes a file through the REST shim as `member`: it goes to the trash. */
export async function deleteFileViaApi(request: APIRequestContext, member: Member, fileId: string): Promise<void> {
  const token = await apiLogin(request, member.email, member.password);
  await json(await request.delete('/api/files.php', { headers: bearer(token), data: { file_id: fileId } }));
}
