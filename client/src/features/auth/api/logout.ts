import { postJson } from '../../../lib/json-request';

/**
 * Ends the session on the server. Best effort: signing out locally never waits on it succeeding.
 * Sent with keepalive, because the member may close the app or open another page right after
 * tapping Logout, and the token must stop working all the same.
 */
export async function logout(token: string): Promise<void> {
  try {
    await postJson('/api/logout.php', {}, token, { keepalive: true });
  } catch {
    // Offline: the token is already gone from this browser, and the server drops idle sessions.
  }
}
