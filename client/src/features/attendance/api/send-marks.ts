import { attendanceMarksPath } from '@coop/contract';
import { readToken } from '../../../lib/auth-storage';
import type { MarksPost } from '../device-marks';

/** `queued`: offline, the service worker kept the post on this device and sends it once the connection returns. */
export type MarksDelivery = 'sent' | 'queued';

/**
 * Posts a roster's marks with the id this device chose, so a post the service worker sends again arrives once.
 * Throws an Error with the server's sentence when it refuses them.
 */
export async function sendMarks(post: MarksPost, fallback: string): Promise<MarksDelivery> {
  const token = readToken();
  const response = await fetch(attendanceMarksPath, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(post),
  });
  const answer = (await response.json().catch(() => ({}))) as { queued?: boolean; error?: unknown };
  if (!response.ok) throw new Error(typeof answer.error === 'string' && answer.error ? answer.error : fallback);
  return answer.queued ? 'queued' : 'sent';
}
