import {
  allCatalogClasses,
  eligibilityRefusals,
  enrollmentFieldRules,
  fieldMessages,
  fieldProblem,
  isBirthday,
  termsByClass,
  type Catalog,
  type EnrollmentFieldName,
} from '@coop/contract';

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

/** The day it is where the form is filled in, as YYYY-MM-DD. */
function localToday(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * A sentence per chosen class the student may not take, by class key: the age and the meeting times, which the
 * form knows. Prerequisites and the office's allowances depend on the student's record, which the server checks.
 */
export function classProblems(values: EnrollmentValues, catalog: Catalog, now = new Date()): Record<string, string> {
  const birthday = values.fields.student_birthday.trim();
  if (values.classes.size === 0 || !isBirthday(birthday)) return {};
  const terms = termsByClass(catalog);
  const classes = new Map(allCatalogClasses(catalog).map((item) => [item.key, item]));
  return eligibilityRefusals({
    studentName: values.fields.student_name,
    birthday,
    chosen: [...classes.keys()].filter((key) => values.classes.has(key)),
    classes,
    termStart: (item) => terms.get(item.key)?.start ?? catalog.schoolYear.start,
    today: localToday(now),
  });
}
