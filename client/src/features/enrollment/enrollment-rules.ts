import { enrollmentFieldRules, fieldMessages, fieldProblem, type EnrollmentFieldName, type EnrollmentFieldRule } from '@coop/contract';

// The enrollment's fields: which are required, their formats and their messages are the shared rules the
// server's collector checks too; this adds how each looks on the page. The form checks first so people see
// a problem at once.

type FieldLook = {
  label: string;
  type: 'text' | 'email' | 'tel' | 'number';
  autoComplete?: string;
  inputMode?: 'numeric';
  placeholder?: string;
  hint?: string;
};

export type EnrollmentField = EnrollmentFieldRule &
  FieldLook & {
    /** The name the provider protocol uses for it in the posted body (the parent's e-mail is `_replyto`). */
    sendAs: string;
  };

export const enrollmentMessages = {
  ...fieldMessages,
  acknowledgmentNeeded: 'Check the acknowledgment box above to submit the form.',
  submitFailed: 'There was an error submitting your enrollment. Please try again or contact us directly.',
} as const;

const looks: Record<EnrollmentFieldName, FieldLook> = {
  parent_name: { label: 'Parent/Guardian Name', type: 'text', autoComplete: 'name' },
  parent_email: { label: 'Parent Email', type: 'email', autoComplete: 'email' },
  parent_phone: { label: 'Parent Phone', type: 'tel', autoComplete: 'tel' },
  student_name: { label: 'Student Name', type: 'text', autoComplete: 'off' },
  student_age: { label: 'Student Age', type: 'number', inputMode: 'numeric' },
  student_birthday: {
    label: 'Student Birthday',
    type: 'text',
    inputMode: 'numeric',
    placeholder: 'MM/DD/YYYY',
    hint: 'As MM/DD/YYYY, for example 03/14/2016.',
  },
  student_allergies: { label: 'Student Allergies', type: 'text', autoComplete: 'off', hint: 'Write None if none.' },
};

export const enrollmentFields: readonly EnrollmentField[] = enrollmentFieldRules.map((rule) => ({
  ...rule,
  ...looks[rule.name],
  sendAs: rule.aliases?.[0] ?? rule.name,
}));

export type EnrollmentValues = {
  fields: Record<EnrollmentFieldName, string>;
  /** Keys of the chosen classes. */
  classes: ReadonlySet<string>;
  acknowledged: boolean;
  /** The `_gotcha` honeypot: empty unless a robot filled it. */
  honeypot: string;
};

export function emptyEnrollment(): EnrollmentValues {
  const fields = Object.fromEntries(enrollmentFields.map((field) => [field.name, ''])) as Record<EnrollmentFieldName, string>;
  return { fields, classes: new Set(), acknowledged: false, honeypot: '' };
}

/** A message per field that needs attention; every field but the classes is required. */
export function validateEnrollment(values: EnrollmentValues): Partial<Record<EnrollmentFieldName, string>> {
  const errors: Partial<Record<EnrollmentFieldName, string>> = {};
  for (const field of enrollmentFields) {
    const problem = fieldProblem(field, values.fields[field.name].trim());
    if (problem) errors[field.name] = problem;
  }
  return errors;
}
