import { useEffect, useSyncExternalStore } from 'react';
import { checkStoredSession, getAuthState, serverAuthState, subscribeToAuth, type AuthState } from './auth-store';

/** The auth state; the first component to use it starts the check of a stored session. */
export function useAuth(): AuthState {
  const auth = useSyncExternalStore(subscribeToAuth, getAuthState, () => serverAuthState);
  useEffect(() => {
    void checkStoredSession();
  }, []);
  return auth;
}
