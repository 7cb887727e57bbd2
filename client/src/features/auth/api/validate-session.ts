import { parseSessionUser, type SessionUser } from '../../../lib/auth-storage';
import { postJson, type JsonAnswer } from '../../../lib/json-request';

export type SessionCheck =
  | { kind: 'valid'; user: SessionUser; passwordResetRequired: boolean }
  /** The server no longer knows the token. */
  | { kind: 'rejected' }
  /** No usable answer (offline, server down): nothing is known about the token. */
  | { kind: 'unreachable' };

export async function validateSession(token: string): Promise<SessionCheck> {
  let answer: JsonAnswer;
  try {
    // The session check sends the token alone, in the body.
    answer = await postJson('/api/validate.php', { token });
  } catch {
    return { kind: 'unreachable' };
  }
  if (answer.status === 401) return { kind: 'rejected' };
  const user = parseSessionUser(answer.body.user);
  if (answer.status === 200 && answer.body.success === true && user) {
    return { kind: 'valid', user, passwordResetRequired: answer.body.passwordResetRequired === true };
  }
  return { kind: 'unreachable' };
}
