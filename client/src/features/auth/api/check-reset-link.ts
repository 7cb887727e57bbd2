import { postJson } from '../../../lib/json-request';

/**
 * Whether a reset link's token still works, asked without spending it. Undefined when no clear answer came: the
 * form then stays, and the server's answer to the new password says what is wrong.
 */
export async function resetLinkIsOpen(token: string): Promise<boolean | undefined> {
  try {
    const answer = await postJson('/api/reset-link.php', { token });
    return answer.status === 200 ? answer.body.open === true : undefined;
  } catch {
    return undefined;
  }
}
