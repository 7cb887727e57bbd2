import {
  acknowledgmentField,
  classTitle,
  honeypotField,
  postedName,
  submissionIdField,
  type EnrollmentPlacementReply,
} from '@coop/contract';
import { catalogClasses } from '../../../config/catalog';
import { formEndpoints } from '../../../config/form-endpoints';
import { enrollmentFields, type EnrollmentValues } from '../enrollment-rules';
import { keepPlacementNotes, placementNote } from '../placement-notes';

/**
 * The form-provider body: each field (the parent's e-mail as `_replyto`),
 * every chosen class key set to Yes, the acknowledgment as Yes or No, and the
 * honeypot.
 */
export function enrollmentBody(values: EnrollmentValues): FormData {
  const body = new FormData();
  for (const field of enrollmentFields) body.append(postedName(field), values.fields[field.name].trim());
  for (const item of catalogClasses) {
    if (values.classes.has(item.key)) body.append(item.key, 'Yes');
  }
  body.append(acknowledgmentField, values.acknowledged ? 'Yes' : 'No');
  body.append(honeypotField, values.honeypot);
  return body;
}

/** `queued`: offline, the service worker kept it on this device and sends it when the connection returns. */
export type EnrollmentDelivery = 'sent' | 'queued';

type EnrollmentAnswer = { queued?: boolean; placements?: EnrollmentPlacementReply[] };

/** What our server answered for each class, for the thank-you page; a form provider's answer has none. */
function placementNotes(values: EnrollmentValues, answer: EnrollmentAnswer) {
  const student = values.fields.student_name.trim();
  return (answer.placements ?? []).flatMap((placement) => {
    const item = catalogClasses.find((candidate) => candidate.key === placement.classKey);
    return item ? [placementNote(student, classTitle(item), placement)] : [];
  });
}

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
  keepPlacementNotes(answer.queued ? [] : placementNotes(values, answer));
  return answer.queued ? 'queued' : 'sent';
}
