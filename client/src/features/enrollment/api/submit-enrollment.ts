import {
  acknowledgmentField,
  honeypotField,
  postedName,
  submissionIdField,
  type EnrollmentPlacementReply,
} from '@coop/contract';
import { catalog } from '../../../config/catalog';
import { formEndpoints } from '../../../config/form-endpoints';
import { enrollmentFields, type EnrollmentValues } from '../enrollment-rules';
import { keepPlacementNotes } from '../placement-notes';

/**
 * The form-provider body: each field (the parent's e-mail as `_replyto`),
 * every chosen class key set to Yes, the acknowledgment as Yes or No, and the
 * honeypot.
 */
export function enrollmentBody(values: EnrollmentValues): FormData {
  const body = new FormData();
  for (const field of enrollmentFields) body.append(postedName(field), values.fields[field.name].trim());
  for (const item of catalog().classes) {
    if (values.classes.has(item.key)) body.append(item.key, 'Yes');
  }
  body.append(acknowledgmentField, values.acknowledged ? 'Yes' : 'No');
  body.append(honeypotField, values.honeypot);
  return body;
}

/** `queued`: offline, the service worker kept it on this device and sends it when the connection returns. */
export type EnrollmentDelivery = 'sent' | 'queued';

type EnrollmentAnswer = { queued?: boolean; placements?: EnrollmentPlacementReply[] };

/**
 * Posts the enrollment with an id of its own, so a post the service worker
 * sends again arrives once, and keeps what the answer says about each class.
 * Throws on a refusal or a network failure.
 */
export async function submitEnrollment(
  values: EnrollmentValues,
  endpoint: string = formEndpoints.enrollment,
): Promise<EnrollmentDelivery> {
  const body = enrollmentBody(values);
  body.append(submissionIdField, crypto.randomUUID());
  const response = await fetch(endpoint, { method: 'POST', headers: { Accept: 'application/json' }, body });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const answer = (await response.json().catch(() => ({}))) as EnrollmentAnswer;
  if (answer.queued) return 'queued';
  // A form provider's answer has no placements.
  keepPlacementNotes(values.fields.student_name.trim(), answer.placements ?? []);
  return 'sent';
}
