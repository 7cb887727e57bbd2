// The enrollment's fields and their checks. The server's
// collector (server/src/modules/forms/form.rules.ts) checks the same rules
// with the same messages; the form checks first so people see them at once.

export type EnrollmentFieldName =
  | 'parent_name'
  | 'parent_email'
  | 'parent_phone'
  | 'student_name'
  | 'student_age'
  | 'student_birthday'
  | 'student_allergies';

export type EnrollmentField = {
  name: EnrollmentFieldName;
  /** The name the provider protocol uses for it in the posted body (the parent's e-mail goes as `_replyto`). */
  sendAs: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'number';
  autoComplete?: string;
  inputMode?: 'numeric';
  placeholder?: string;
  hint?: string;
  maxLength: number;
  required: string;
  check?: (value: string) => string | undefined;
};

export const enrollmentMessages = {
  emailInvalid: 'Please enter a valid email address',
  ageInvalid: "Please enter the student's age as a whole number",
  birthdayInvalid: 'Please enter the birthday as MM/DD/YYYY',
  tooLong: (max: number) => `Please keep this to ${max} characters or fewer`,
  acknowledgmentNeeded: 'Check the acknowledgment box above to submit the form.',
  submitFailed: 'There was an error submitting your enrollment. Please try again or contact us directly.',
} as const;

/** The pattern the accounts use too: something@domain.tld. */
const emailPattern = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;
const birthdayPattern = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** MM/DD/YYYY naming a real day: 02/30/2015 is refused. */
export function isBirthday(value: string): boolean {
  const match = birthdayPattern.exec(value);
  if (!match) return false;
  const [month, day, year] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1900;
}

export const enrollmentFields: readonly EnrollmentField[] = [
  { name: 'parent_name', sendAs: 'parent_name', label: 'Parent/Guardian Name', type: 'text', autoComplete: 'name', maxLength: 200, required: "Please enter the parent or guardian's name" },
  {
    name: 'parent_email',
    sendAs: '_replyto',
    label: 'Parent Email',
    type: 'email',
    autoComplete: 'email',
    maxLength: 320,
    required: "Please enter the parent's email address",
    check: (value) => (emailPattern.test(value) ? undefined : enrollmentMessages.emailInvalid),
  },
  { name: 'parent_phone', sendAs: 'parent_phone', label: 'Parent Phone', type: 'tel', autoComplete: 'tel', maxLength: 40, required: 'Please enter a phone number' },
  { name: 'student_name', sendAs: 'student_name', label: 'Student Name', type: 'text', autoComplete: 'off', maxLength: 200, required: "Please enter the student's name" },
  {
    name: 'student_age',
    sendAs: 'student_age',
    label: 'Student Age',
    type: 'number',
    inputMode: 'numeric',
    maxLength: 3,
    required: "Please enter the student's age",
    check: (value) => (/^\d{1,3}$/.test(value) ? undefined : enrollmentMessages.ageInvalid),
  },
  {
    name: 'student_birthday',
    sendAs: 'student_birthday',
    label: 'Student Birthday',
    type: 'text',
    inputMode: 'numeric',
    placeholder: 'MM/DD/YYYY',
    hint: 'As MM/DD/YYYY, for example 03/14/2016.',
    maxLength: 10,
    required: "Please enter the student's birthday",
    check: (value) => (isBirthday(value) ? undefined : enrollmentMessages.birthdayInvalid),
  },
  {
    name: 'student_allergies',
    sendAs: 'student_allergies',
    label: 'Student Allergies',
    type: 'text',
    autoComplete: 'off',
    hint: 'Write None if none.',
    maxLength: 1000,
    required: 'Please list any allergies, or write None',
  },
];

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
    const value = values.fields[field.name].trim();
    const problem = !value
      ? field.required
      : (field.check?.(value) ?? (value.length > field.maxLength ? enrollmentMessages.tooLong(field.maxLength) : undefined));
    if (problem) errors[field.name] = problem;
  }
  return errors;
}
