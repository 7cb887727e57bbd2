import { enrollmentFieldRules, fieldMessages, fieldProblem, type EnrollmentFieldName } from '@coop/contract';

// The enrollment's fields are the shared table the server's collector checks too: labels, formats, limits and
// messages. The form checks first so people see a problem at once.

export const enrollmentMessages = {
  ...fieldMessages,
  acknowledgmentNeeded: 'Check the acknowledgment box above to submit the form.',
  submitFailed: 'There was an error submitting your enrollment. Please try again or contact us directly.',
  sendAnyway: "If the co-op's office has allowed a class despite this, submit again to send the form.",
} as const;

export const enrollmentFields = enrollmentFieldRules;

export type EnrollmentValues = {
  fields: Record<EnrollmentFieldName, string>;
  /** Keys of the chosen classes. */
  classes: ReadonlySet<string>;
  acknowledged: boolean;
  /** The `_gotcha` honeypot: empty unless a robot filled it. */
  honeypot: string;
};

/** A message per field that needs attention; every field but the classes is required. */
export function validateEnrollment(values: EnrollmentValues): Partial<Record<EnrollmentFieldName, string>> {
  const errors: Partial<Record<EnrollmentFieldName, string>> = {};
  for (const field of enrollmentFields) {
    const problem = fieldProblem(field, values.fields[field.name].trim());
    if (problem) errors[field.name] = problem;
  }
  return errors;
}
