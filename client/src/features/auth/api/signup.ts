import { authMessages } from '../auth-messages';
import { errorText, postJson, type JsonAnswer } from '../../../lib/json-request';

export type SignupDetails = { name: string; email: string; password: string };

/** Resolves with the server's confirmation text; throws an Error with the text to show. */
export async function signup(details: SignupDetails): Promise<string> {
  let answer: JsonAnswer;
  try {
    answer = await postJson('/api/signup.php', details);
  } catch {
    throw new Error(authMessages.signupFailed);
  }
  if (answer.status === 200 && answer.body.success === true) {
    return typeof answer.body.message === 'string' ? answer.body.message : '';
  }
  throw new Error(errorText(answer) ?? authMessages.registrationFailed);
}
