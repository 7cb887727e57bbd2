import { postJson } from './post-json';

/** Ends the session on the server. Best effort: signing out locally never waits on it succeeding. */
export async function logout(token: string): Promise<void> {
  try {
    await postJson('/api/logout.php', {}, token);
  } catch {
    // Offline: the token is already gone from this browser, and the server drops idle sessions.
  }
}
