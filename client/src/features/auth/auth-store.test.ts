import { describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY, userKey } from '../../lib/auth-storage';
import { fillContentStore } from '../../test-support/content';
import type { Credentials } from './api/login';
import { answerFetchInEachTest, jsonResponse, sessionUser } from './auth-test-support';

// What a stored session becomes at start-up. Each test loads a fresh copy of the store, the way a page
// load does, over what the browser has stored.

const storedUser = sessionUser('parent');

const fetchMock = answerFetchInEachTest();

async function loadStore() {
  vi.resetModules();
  await fillContentStore();
  const store = await import('./auth-store');
  const { login } = await import('./api/login');
  // What the login form does with its answer.
  const signIn = async (credentials: Credentials) => store.startSession(await login(credentials));
  return { ...store, signIn };
}

function storeSession(user: unknown = storedUser, token = 'stored-token') {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(userKey(), JSON.stringify(user));
}

describe('auth state at start-up', () => {
  it('is signed out, and asks nothing, when nothing is stored', async () => {
    const store = await loadStore();
    expect(store.getAuthState()).toEqual({
      user: null,
      isAuthenticated: false,
      isLoading: false,
      passwordResetRequired: false,
    });
    await store.checkStoredSession();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the stored user while checking the token with the server, then takes its answer', async () => {
    storeSession();
    const renamed = { ...storedUser, name: 'Pat Renamed', approvedAt: null, approvedBy: null };
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, user: renamed, passwordResetRequired: false }));
    const store = await loadStore();
    expect(store.getAuthState()).toMatchObject({ user: storedUser, isAuthenticated: true, isLoading: true });

    await store.checkStoredSession();

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/validate.php');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'stored-token' });
    expect(store.getAuthState()).toEqual({
      user: { ...storedUser, name: 'Pat Renamed' },
      isAuthenticated: true,
      isLoading: false,
      passwordResetRequired: false,
    });
    // The stored copy keeps the session fields only.
    expect(JSON.parse(localStorage.getItem(userKey())!)).toEqual({ ...storedUser, name: 'Pat Renamed' });
  });

  it('clears the token and the stored user when the server rejects the token', async () => {
    storeSession();
    fetchMock.mockResolvedValue(jsonResponse(401, { success: false, error: 'Your session has expired.' }));
    const store = await loadStore();
    const signedOut = vi.fn();
    store.onSignOut(signedOut);

    await store.checkStoredSession();

    expect(store.getAuthState()).toMatchObject({ user: null, isAuthenticated: false, isLoading: false });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(userKey())).toBeNull();
    expect(signedOut).toHaveBeenCalledOnce();
  });

  it('keeps the stored user signed in when the network fails', async () => {
    storeSession();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const store = await loadStore();

    await store.checkStoredSession();

    expect(store.getAuthState()).toEqual({
      user: storedUser,
      isAuthenticated: true,
      isLoading: false,
      passwordResetRequired: false,
    });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('stored-token');
  });

  it('keeps the stored user signed in when the server fails without judging the token', async () => {
    storeSession();
    fetchMock.mockResolvedValue(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const store = await loadStore();
    await store.checkStoredSession();
    expect(store.getAuthState()).toMatchObject({ user: storedUser, isAuthenticated: true, isLoading: false });
  });

  it('records a required password reset from the stored status and from the server', async () => {
    storeSession({ ...storedUser, status: 'password_reset_required' });
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        user: { ...storedUser, status: 'password_reset_required' },
        passwordResetRequired: true,
      }),
    );
    const store = await loadStore();
    expect(store.getAuthState().passwordResetRequired).toBe(true);
    await store.checkStoredSession();
    expect(store.getAuthState()).toMatchObject({ passwordResetRequired: true, isLoading: false });
  });

  it('checks the session once however many components ask', async () => {
    storeSession();
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, user: storedUser, passwordResetRequired: false }));
    const store = await loadStore();
    await Promise.all([store.checkStoredSession(), store.checkStoredSession(), store.checkStoredSession()]);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it.each([
    ['a token without a user', () => localStorage.setItem(TOKEN_KEY, 'orphan')],
    ['a user without a token', () => localStorage.setItem(userKey(), JSON.stringify(storedUser))],
    ['a stored user that is not one', () => storeSession({ id: 1, name: 'No role' })],
    [
      'a stored user that is not JSON',
      () => {
        localStorage.setItem(TOKEN_KEY, 'stored-token');
        localStorage.setItem(userKey(), '{not json');
      },
    ],
  ])('treats %s as no session and clears it', async (_case, arrange) => {
    arrange();
    const store = await loadStore();
    expect(store.getAuthState()).toMatchObject({ user: null, isAuthenticated: false, isLoading: false });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(userKey())).toBeNull();
  });
});

describe('signing in and out', () => {
  it('stores the token and user on login and records the reset flag', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { success: true, token: 'new-token', user: storedUser, passwordResetRequired: true }),
    );
    const store = await loadStore();
    const state = await store.signIn({ email: storedUser.email, password: 'secret1' });
    expect(state).toEqual({ user: storedUser, isAuthenticated: true, isLoading: false, passwordResetRequired: true });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new-token');
    expect(JSON.parse(localStorage.getItem(userKey())!)).toEqual(storedUser);
  });

  it("rethrows the server's text on a failed login, or 'Login failed' without one", async () => {
    const store = await loadStore();
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { success: false, error: 'Invalid email or password' }));
    await expect(store.signIn({ email: 'a@b.co', password: 'wrong-one' })).rejects.toThrow('Invalid email or password');
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 500 }));
    await expect(store.signIn({ email: 'a@b.co', password: 'wrong-one' })).rejects.toThrow('Login failed');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(store.signIn({ email: 'a@b.co', password: 'wrong-one' })).rejects.toThrow('Login failed');
    expect(store.getAuthState().isAuthenticated).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('logs out on the server with the token and clears everything here', async () => {
    storeSession();
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true }));
    const store = await loadStore();
    const signedOut = vi.fn();
    store.onSignOut(signedOut);

    await store.signOut();

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/logout.php');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer stored-token');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(userKey())).toBeNull();
    expect(store.getAuthState().isAuthenticated).toBe(false);
    expect(signedOut).toHaveBeenCalledOnce();
  });

  it('is signed out before the server answers, and revokes the token with a request that outlives the page', async () => {
    storeSession();
    fetchMock.mockReturnValue(new Promise<Response>(() => {}));
    const store = await loadStore();

    void store.signOut();

    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(userKey())).toBeNull();
    expect(store.getAuthState().isAuthenticated).toBe(false);
    expect(store.endedByLogout()).toBe(true);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/logout.php');
    expect(init?.keepalive).toBe(true);
  });

  it('signs out locally even when the server cannot be reached', async () => {
    storeSession();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const store = await loadStore();
    await store.signOut();
    expect(store.getAuthState().isAuthenticated).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('follows a logout in another tab', async () => {
    storeSession();
    const store = await loadStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribeToAuth(listener);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
    expect(store.getAuthState().isAuthenticated).toBe(false);
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });
});
