import { parseSessionUser, type SessionUser } from '../../../lib/auth-storage';
import { authMessages } from '../auth-messages';
import { errorText, postJson, type JsonAnswer } from './post-json';

export type Credentials = { email: string; password: string };
export type SignedIn = { token: string; user: SessionUser; passwordResetRequired: boolean };

/** Throws an Error carrying the server's text, or 'Login failed'. */
export async function login(credentials: Credentials): Promise<SignedIn> {
  let answer: JsonAnswer;
  try {
    answer = await postJson('/api/login.php', credentials);
  } catch {
    throw new Error(authMessages.loginFailed);
  }
  const user = parseSessionUser(answer.body.user);
  const { token } = answer.body;
  if (answer.status === 200 && answer.body.success === true && user && typeof token === 'string' && token) {
    return { token, user, passwordResetRequired: answer.body.passwordResetRequired === true };
  }
  throw new Error(errorText(answer) ?? authMessages.loginFailed);
}
