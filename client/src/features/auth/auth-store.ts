import {
  clearStoredSession,
  readStoredUser,
  readToken,
  storeSession,
  storeUser,
  TOKEN_KEY,
  userKey,
  type SessionUser,
} from '../../lib/auth-storage';
import type { SignedIn } from './api/login';
import { logout } from './api/logout';
import { validateSession } from './api/validate-session';

/** Who is signed in, whether that is still being checked, and whether a reset is required. */
export type AuthState = {
  user: SessionUser | null;
  isAuthenticated: boolean;
  /** True while a stored session is being checked with the server. */
  isLoading: boolean;
  passwordResetRequired: boolean;
};

// A module-level store rather than a React context: the header (on every page) and the
// dashboard read it without a provider, and public pages need nothing but plain fetch.

const signedOut: AuthState = { user: null, isAuthenticated: false, isLoading: false, passwordResetRequired: false };

/** What pre-rendering and hydration see: nothing is known before the browser's storage is read. */
export const serverAuthState: AuthState = { ...signedOut, isLoading: true };

function signedIn(user: SessionUser, passwordResetRequired: boolean, isLoading = false): AuthState {
  return { user, isAuthenticated: true, isLoading, passwordResetRequired };
}

function fromStorage(checking: boolean): AuthState {
  const token = readToken();
  const user = readStoredUser();
  if (token && user) return signedIn(user, user.status === 'password_reset_required', checking);
  // Half a session (a token without its user, or the reverse) is no session.
  if (token || user) clearStoredSession();
  return signedOut;
}

let state: AuthState | null = null;
/** The session here ended because the member logged out, not because the server refused the token. */
let loggedOut = false;
let sessionCheck: Promise<void> | null = null;
const listeners = new Set<() => void>();
const signOutListeners = new Set<() => void>();

export function getAuthState(): AuthState {
  state ??= fromStorage(true);
  return state;
}

function setState(next: AuthState): void {
  const wasSignedIn = getAuthState().isAuthenticated;
  if (next.isAuthenticated) loggedOut = false;
  state = next;
  if (wasSignedIn && !next.isAuthenticated) signOutListeners.forEach((listener) => listener());
  listeners.forEach((listener) => listener());
}

// Signing in or out in another tab changes this one too.
function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== TOKEN_KEY && event.key !== userKey()) return;
  setState(fromStorage(false));
}

export function subscribeToAuth(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function endSession(): void {
  // The state is read before storage is cleared, so listeners learn that a session ended.
  getAuthState();
  clearStoredSession();
  setState(signedOut);
}

/** Called whenever a signed-in session ends (logout, expiry, another tab): drop everything cached for it. */
export function onSignOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

/**
 * A stored session is checked with the server once per page load. A rejected token
 * clears the token and the stored user; when the server cannot be reached the stored user stays
 * signed in.
 */
export function checkStoredSession(): Promise<void> {
  sessionCheck ??= runSessionCheck();
  return sessionCheck;
}

async function runSessionCheck(): Promise<void> {
  const token = readToken();
  if (!getAuthState().isLoading || !token) return;
  const result = await validateSession(token);
  // Signed out or in again meanwhile: that newer state wins.
  if (readToken() !== token) return;
  if (result.kind === 'valid') {
    storeUser(result.user);
    setState(signedIn(result.user, result.passwordResetRequired));
  } else if (result.kind === 'rejected') {
    endSession();
  } else {
    setState({ ...getAuthState(), isLoading: false });
  }
}

/**
 * Starts the session a login answered with (the login form's, or a reset link's that signs in as one does): stores
 * the token and user, and records whether a password reset is required. The login request itself is the login
 * page's, so that every other page loads none of it.
 */
export function startSession({ token, user, passwordResetRequired }: SignedIn): AuthState {
  storeSession(token, user);
  setState(signedIn(user, passwordResetRequired));
  return getAuthState();
}

/**
 * Ends the session here at once (storage is cleared before this returns), then tells the server
 * with a request that outlives the page. Call it in the Logout click itself: a member on a shared
 * phone who closes the app or opens another page straight away must already be signed out.
 */
export async function signOut(): Promise<void> {
  const token = readToken();
  loggedOut = true;
  endSession();
  if (token) await logout(token);
}

/** Whether the member logged out here, so a guarded page goes home rather than to the login page. */
export function endedByLogout(): boolean {
  return loggedOut;
}

/** The server refused the token during use (expired or revoked). */
export function expireSession(): void {
  if (getAuthState().isAuthenticated) endSession();
}

/** The server says a reset is now required (an administrator forced one meanwhile). */
export function requirePasswordReset(): void {
  const { user } = getAuthState();
  if (!user) return;
  const updated: SessionUser = { ...user, status: 'password_reset_required' };
  storeUser(updated);
  setState(signedIn(updated, true));
}

/** The password was changed: the reset, if any, is over. */
export function passwordChanged(user: SessionUser): void {
  storeUser(user);
  setState(signedIn(user, false));
}
