import { expect, test, type Page } from './support/test';
import { collectBrowserErrors } from './support/browser-errors';
import { adminToken, createMember, findUser, signedInAs, signUpViaApi, uniqueIdentity } from './support/members';

const TOKEN_KEY = 'auth_token';
const USER_KEY = 'ozark-learning-hub-user';

const storedSession = (page: Page) =>
  page.evaluate(
    ([tokenKey, userKey]) => [localStorage.getItem(tokenKey), localStorage.getItem(userKey)],
    [TOKEN_KEY, USER_KEY],
  );

test.describe('login page', () => {
  test('shows the validation messages for missing and malformed input, then clears them as the user types', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Member Login' })).toBeVisible();
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();

    await page.getByLabel('Email').fill('not-an-address');
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

    await page.getByLabel('Email').fill('someone@example.test');
    await page.getByLabel('Password', { exact: true }).fill('123456');
    await expect(page.getByText('Invalid email address')).toBeHidden();
    await expect(page.getByText('Password must be at least 6 characters')).toBeHidden();
  });

  test('shows and hides the password', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-words');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test("shows the server's reason when a login is refused", async ({ page, request }) => {
    const member = await createMember(request, 'parent');
    await page.goto('/login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill('a-wrong-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    const pending = await signUpViaApi(request, 'Waiting');
    await page.getByLabel('Email').fill(pending.email);
    await page.getByLabel('Password', { exact: true }).fill(pending.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toContainText('pending approval');
  });

  test('links to signup', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
  });
});

test.describe('signup', () => {
  test('shows the signup validation messages', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByLabel('Full name')).toBeFocused();
    await page.getByLabel('Full name').fill('J');
    await page.getByLabel('Email').fill('j@x');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  });

  test('creates a pending account and shows the pending page, which leads back to login', async ({ page, request }) => {
    const errors = collectBrowserErrors(page, { ignoreFailedRequests: true });
    const { name, email } = uniqueIdentity('Signup');
    await page.goto('/signup');
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('first-password');
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page).toHaveURL(/\/signup\/pending$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Pending Approval' })).toBeVisible();
    const account = await findUser(request, await adminToken(request), email);
    expect(account).toMatchObject({ name, role: 'parent', status: 'pending' });
    // Signing up signs nobody in.
    expect(await storedSession(page)).toEqual([null, null]);

    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(errors).toEqual([]);
  });

  test("shows the server's message for an e-mail already registered", async ({ page, request }) => {
    const member = await createMember(request, 'parent');
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Someone Else');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill('another-password');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'An account with this email already exists' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('the pending page renders on its own', async ({ page }) => {
    await page.goto('/signup/pending');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Pending Approval' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });
});

test.describe('session', () => {
  test('the guard sends a visitor to login and back to the page asked for', async ({ page, request }) => {
    const member = await createMember(request, 'teacher');
    await page.goto('/secure/dashboard?tab=links');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsecure%2Fdashboard%3Ftab%3Dlinks$/);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/secure\/dashboard\?tab=links$/);
    await expect(page.getByRole('tab', { name: 'Link Sharing' })).toHaveAttribute('aria-selected', 'true');
  });

  test('signed in, the navigation shows Secure Area, a welcome and Logout; logout clears everything and goes home', async ({
    page,
    request,
  }) => {
    const errors = collectBrowserErrors(page, { ignoreFailedRequests: true });
    const member = await signedInAs(page, request, 'parent');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Secure Area' })).toHaveAttribute('href', '/secure/dashboard');
    await expect(nav.getByText(`Welcome, ${member.name}`)).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    const [token, user] = await storedSession(page);
    expect(token).toBeTruthy();
    expect(JSON.parse(user!)).toEqual({
      id: member.id,
      email: member.email,
      name: member.name,
      role: 'parent',
      status: 'approved',
      createdAt: expect.any(String),
    });

    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    expect(await storedSession(page)).toEqual([null, null]);
    // The server no longer honours the token either.
    const validate = await request.post('/api/validate.php', { data: { token } });
    expect(validate.status()).toBe(401);
    expect(errors).toEqual([]);
  });

  test('Logout signs out in the click itself: the login page opened at once shows its form, and the token is revoked', async ({
    page,
    request,
  }) => {
    await signedInAs(page, request, 'parent');
    const [token] = await storedSession(page);
    expect(token).toBeTruthy();

    // A parent on a shared phone taps Logout and straight away opens another page.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await page.goto('/login');
    // The form is pre-rendered; once the scripts run, a session still stored would leave for the dashboard.
    await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Member Login' })).toBeVisible();
    expect(await storedSession(page)).toEqual([null, null]);
    // The revocation was sent so that it outlives the page it left from.
    await expect.poll(async () => (await request.post('/api/validate.php', { data: { token } })).status()).toBe(401);
  });

  test('a stored session survives a reload on any page', async ({ page, request }) => {
    const member = await signedInAs(page, request, 'parent');
    await page.goto('/resources');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText(`Welcome, ${member.name}`)).toBeVisible();
  });

  test('a token the server rejects at start is cleared with the stored user', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(
      ([tokenKey, userKey]) => {
        localStorage.setItem(tokenKey, 'a-token-the-server-never-issued');
        localStorage.setItem(
          userKey,
          JSON.stringify({
            id: '999',
            email: 'ghost@example.test',
            name: 'Ghost User',
            role: 'parent',
            status: 'approved',
            createdAt: '2025-01-01T00:00:00.000Z',
          }),
        );
      },
      [TOKEN_KEY, USER_KEY],
    );
    const validated = page.waitForResponse('**/api/validate.php');
    await page.reload();
    expect((await validated).status()).toBe(401);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByText('Welcome, Ghost User')).toHaveCount(0);
    await expect.poll(() => storedSession(page)).toEqual([null, null]);
  });

  test('when the server cannot be reached at start, the stored user stays signed in', async ({ page, request }) => {
    const member = await signedInAs(page, request, 'teacher');
    await page.route('**/api/validate.php', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText(`Welcome, ${member.name}`)).toBeVisible();
    const [token] = await storedSession(page);
    expect(token).toBeTruthy();
  });

  test("Access Denied for someone else opening the administrators' tab", async ({ page, request }) => {
    await signedInAs(page, request, 'parent');
    // Opened directly, as from a bookmark.
    await page.goto('/secure/dashboard?tab=users');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page. Required role: admin")).toBeVisible();
    await expect(page.getByRole('tab', { name: 'User Management' })).toHaveCount(0);
    // The first page of a visit has no page of the site to go back to: home instead.
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
