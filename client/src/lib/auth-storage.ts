import { siteContent } from '../config/site';
import type { Role, UserStatus } from '../graphql/graphql';
import { isRole, isUserStatus } from './roles';

// The session token under `auth_token`, the user's copy under a key named after the product.
export const TOKEN_KEY = 'auth_token';
export function userKey(): string {
  return siteContent().storageKey;
}

/** The copy of the signed-in user kept in the browser. */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  status: UserStatus;
  createdAt: string;
};

/** Checks a user from outside (the server's answer or storage); null when it is not one. */
export function parseSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, email, name, role, status, createdAt } = value as Record<string, unknown>;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  if (typeof email !== 'string' || typeof name !== 'string' || typeof createdAt !== 'string') return null;
  if (!isRole(role) || !isUserStatus(status)) return null;
  return { id: String(id), email, name, role, status, createdAt };
}

// Storage can be missing (pre-rendering) or refuse access (some private modes): both read as "nothing stored".
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

export function readStoredUser(): SessionUser | null {
  const raw = storage()?.getItem(userKey());
  if (!raw) return null;
  try {
    return parseSessionUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

// A full or refused storage keeps the session for this page only, which is still better than failing.
function write(change: (store: Storage) => void): void {
  const store = storage();
  if (!store) return;
  try {
    change(store);
  } catch {
    // Nothing else to do: the state in memory stays right.
  }
}

export function storeUser(user: SessionUser): void {
  write((store) => store.setItem(userKey(), JSON.stringify(user)));
}

export function storeSession(token: string, user: SessionUser): void {
  write((store) => store.setItem(TOKEN_KEY, token));
  storeUser(user);
}

export function clearStoredSession(): void {
  write((store) => {
    store.removeItem(TOKEN_KEY);
    store.removeItem(userKey());
  });
}
