import { parseSessionUser, type SessionUser } from '../../../lib/auth-storage';
import { authMessages } from '../auth-messages';
import { errorText, postJson, type JsonAnswer } from '../../../lib/json-request';

export type Credentials = { email: string; password: string };
export type SignedIn = { token: string; user: SessionUser; passwordResetRequired: boolean };

/**
 * Posts to an endpoint that answers like login (login, or a reset that signs in); throws an Error carrying the
 * server's text, or `failedMessage`.
 */
export async function postForSession(path: string, payload: object, failedMessage: string): Promise<SignedIn> {
  let answer: JsonAnswer;
  try {
    answer = await postJson(path, payload);
  } catch {
    throw new Error(failedMessage);
  }
  const user = parseSessionUser(answer.body.user);
  const { token } = answer.body;
  if (answer.status === 200 && answer.body.success === true && user && typeof token === 'string' && token) {
    return { token, user, passwordResetRequired: answer.body.passwordResetRequired === true };
  }
  throw new Error(errorText(answer) ?? failedMessage);
}

/** Throws an Error carrying the server's text, or 'Login failed'. */
export function login(credentials: Credentials): Promise<SignedIn> {
  return postForSession('/api/login.php', credentials, authMessages.loginFailed);
}
