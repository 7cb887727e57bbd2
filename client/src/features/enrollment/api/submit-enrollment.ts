import {
  acknowledgmentField,
  honeypotField,
  postedName,
  submissionIdField,
  type EnrollmentPlacementReply,
  allCatalogClasses,
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
  for (const item of allCatalogClasses(catalog())) {
    if (values.classes.has(item.key)) body.append(item.key, 'Yes');
  }
  body.append(acknowledgmentField, values.acknowledged ? 'Yes' : 'No');
  body.append(honeypotField, values.honeypot);
  return body;
}

/** `queued`: offline, the service worker kept it on this device and sends it when the connection returns. */
export type EnrollmentDelivery = 'sent' | 'queued';

type EnrollmentAnswer = { queued?: boolean; placements?: EnrollmentPlacementReply[] };

/** The collector refused the form field by field (422): each message belongs beside its field or class. */
export class EnrollmentRefused extends Error {
  constructor(readonly errors: Record<string, string>) {
    super('The enrollment was refused');
    this.name = 'EnrollmentRefused';
  }
}

/** A 422 answer's field messages, when it has any. */
async function refusedFields(response: Response): Promise<Record<string, string> | undefined> {
  if (response.status !== 422) return undefined;
  const answer = (await response.json().catch(() => ({}))) as { errors?: unknown };
  const errors = answer.errors;
  if (!errors || typeof errors !== 'object') return undefined;
  const fields = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return fields.length > 0 ? Object.fromEntries(fields) : undefined;
}

/**
 * Posts the enrollment with an id of its own, so a post the service worker
 * sends again arrives once, and keeps what the answer says about each class.
 * Throws EnrollmentRefused on a refusal field by field, and an Error on any other failure.
 */
export async function submitEnrollment(
  values: EnrollmentValues,
  endpoint: string = formEndpoints.enrollment,
): Promise<EnrollmentDelivery> {
  const body = enrollmentBody(values);
  body.append(submissionIdField, crypto.randomUUID());
  const response = await fetch(endpoint, { method: 'POST', headers: { Accept: 'application/json' }, body });
  if (!response.ok) {
    const errors = await refusedFields(response);
    throw errors ? new EnrollmentRefused(errors) : new Error(`HTTP error! status: ${response.status}`);
  }
  const answer = (await response.json().catch(() => ({}))) as EnrollmentAnswer;
  if (answer.queued) return 'queued';
  // A form provider's answer has no placements.
  keepPlacementNotes(values.fields.student_name.trim(), answer.placements ?? []);
  return 'sent';
}
