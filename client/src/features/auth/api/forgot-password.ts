import { passwordResetUiMessages } from '../password-reset-ui-messages';
import { errorText, postJson, type JsonAnswer } from '../../../lib/json-request';

/** Resolves with the server's answer (the same whether or not the address has an account); throws its refusal. */
export async function forgotPassword(email: string): Promise<string> {
  let answer: JsonAnswer;
  try {
    answer = await postJson('/api/forgot-password.php', { email });
  } catch {
    throw new Error(passwordResetUiMessages.forgotPasswordFailed);
  }
  if (answer.status === 200 && answer.body.success === true && typeof answer.body.message === 'string') {
    return answer.body.message;
  }
  throw new Error(errorText(answer) ?? passwordResetUiMessages.forgotPasswordFailed);
}
