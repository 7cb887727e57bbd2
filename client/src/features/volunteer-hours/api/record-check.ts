import { volunteerChecksPath, type CheckDirection } from '@coop/contract';
import { readToken } from '../../../lib/auth-storage';
import { errorText, postJson } from '../../../lib/json-request';

/** A check pressed on this phone, kept until the door's list shows it arrived. */
export interface PendingCheck {
  id: string;
  signupId: string;
  direction: CheckDirection;
}

/**
 * Posts a check with an id of its own and the phone's time, so a post the service worker sends again is stored
 * once. `queued`: offline, the service worker kept it on this phone. Throws an Error with the server's words on a
 * refusal.
 */
export async function recordCheck(check: PendingCheck): Promise<'sent' | 'queued'> {
  const answer = await postJson(volunteerChecksPath, { ...check, at: new Date().toISOString() }, readToken());
  if (answer.status === 202 || answer.body.queued === true) return 'queued';
  if (answer.status !== 200) throw new Error(errorText(answer) ?? `HTTP error! status: ${answer.status}`);
  return 'sent';
}
