import { errorText, postJson } from '../../../lib/json-request';

export type VerificationAnswer = { ok: boolean; message: string };

/**
 * Follows a confirmation link: its token is sent in the body, never in an address. Answers the server's text, or
 * `unreachable` when no answer came (offline, server down).
 */
export async function confirmEmail(token: string, unreachable: string): Promise<VerificationAnswer> {
  try {
    const answer = await postJson('/api/verify-email.php', { token });
    const message = typeof answer.body.message === 'string' ? answer.body.message : errorText(answer);
    return { ok: answer.status === 200, message: message ?? unreachable };
  } catch {
    return { ok: false, message: unreachable };
  }
}
