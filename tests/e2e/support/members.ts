import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './credentials';
import { newestMailTo } from './outbox';
import { site } from './site-content';

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

/** A session as the server's login API answers it: the bearer token, and the account as the app stores it. */
type Session = { token: string; user: Record<string, unknown> };

/**
 * Sessions already opened in this worker, by e-mail and password. A login costs the server a deliberately slow
 * password check; a known token costs a quick validation instead, and one the server no longer honours (logged
 * out, revoked by a password change) is replaced by a new login.
 */
const sessions = new Map<string, Session>();

async function session(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const key = `${email}\n${password}`;
  const known = sessions.get(key);
  if (known) {
    const validated = await request.post('/api/validate.php', { data: { token: known.token } });
    if (validated.ok()) {
      const { user } = (await validated.json()) as { user: Record<string, unknown> };
      return { token: known.token, user };
    }
    sessions.delete(key);
  }
  const body = await json(await request.post('/api/login.php', { data: { email, password } }));
  const opened = { token: body.token as string, user: body.user as Record<string, unknown> };
  sessions.set(key, opened);
  return opened;
}

/** A bearer token for the account, for calls to the REST shim and GraphQL. */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  return (await session(request, email, password)).token;
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

/**
 * For a spec file whose tests only look around as a member (navigate, read, scan) and change nothing about the
 * account: one member per role, made the first time a test of the file asks for it and reused by the others.
 * Call it once at the top of the file; a test that changes its account makes its own with `createMember`.
 */
export function membersOfTheFile(): (request: APIRequestContext, role: Role) => Promise<Member> {
  const made = new Map<Role, Promise<Member>>();
  return (request, role) => {
    if (!made.has(role)) made.set(role, createMember(request, role));
    return made.get(role)!;
  };
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

/** Where the app keeps a session in the browser: the token, and the signed-in account under the site's own key. */
export const TOKEN_KEY = 'auth_token';
export const USER_KEY = site.storageKey;

/**
 * How a test that is not about logging in starts signed in: the account's session comes from the server's login
 * API (reused within the worker while the server honours it) and is put where the login form would have put it,
 * then `path` (the dashboard unless given) opens already signed in. No login page to load, fill and submit, and no
 * dashboard on the way to the page the test is about. Use `logInThroughForm` where the login itself is tested.
 */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  path = '/secure/dashboard',
): Promise<void> {
  const { token, user } = await session(page.request, account.email, account.password);
  // Only for the document `path` opens: a later logout must stay logged out on the next page.
  const seeding = await page.addInitScript(
    (entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)),
    [
      [TOKEN_KEY, token],
      [USER_KEY, JSON.stringify(user)],
    ],
  );
  try {
    await page.goto(path);
  } finally {
    await seeding.dispose();
  }
}

/** Logs in through the login form and waits for the dashboard: for the tests about logging in. */
export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/secure\/dashboard/);
}

/** A fresh approved member of `role`, signed in (on the dashboard, or on `path`). */
export async function signedInAs(page: Page, request: APIRequestContext, role: Role, path?: string): Promise<Member> {
  const member = await createMember(request, role);
  await signIn(page, member, path);
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
