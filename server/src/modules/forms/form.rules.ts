import {
  acknowledgmentField,
  classRequestFields,
  enrollmentFieldRules,
  fieldMessages,
  fieldProblem,
  submissionIdField,
  teacherApplicationFields,
  type FieldRule,
} from '@coop/contract';
import { FormName } from './form-name';

/**
 * What each public form accepts, and every message about it: which fields are
 * required and which formats are checked.
 */
export const formMessages = {
  ...fieldMessages,
  acknowledgmentRequired: 'Please check the acknowledgment box to enroll',
  classChoiceInvalid: 'A class choice must be Yes or No',
  unknownClass: 'This class is not in the catalogue',
  unknownField: 'This form has no such field',
  tooManySubmissions: 'Too many submissions from your connection. Please try again in an hour, or contact us directly.',
  unsupportedType: 'Send the form as multipart/form-data, application/x-www-form-urlencoded or JSON',
  bodyTooLarge: 'The form is too large to send',
  attachmentsRefused: 'Files cannot be attached to this form',
  unreadable: 'The form could not be read',
  unknownForm: 'There is no such form',
  postOnly: 'Send this form with POST',
  formParameter: 'Choose a form: enrollment, class-request or teacher-application',
} as const;

/** Each form's fields, as its page shows them: the collector accepts, checks and stores exactly these. */
export const formFields: Record<FormName, readonly FieldRule[]> = {
  [FormName.enrollment]: enrollmentFieldRules,
  [FormName.class_request]: classRequestFields,
  [FormName.teacher_application]: teacherApplicationFields,
};

const submissionIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The submission's own id when it sent a valid one. */
export function clientSubmissionId(raw: RawForm): string | undefined {
  const id = (raw[submissionIdField] ?? '').trim().toLowerCase();
  return submissionIdPattern.test(id) ? id : undefined;
}

export interface FormField {
  name: string;
  value: string;
}

export type RawForm = Record<string, string>;

/** A submission refused field by field: 422 `{ok: false, errors}`. */
export class InvalidSubmission extends Error {
  constructor(readonly errors: Record<string, string>) {
    super('The form has invalid fields');
    this.name = 'InvalidSubmission';
  }
}

function yesNo(value: string): boolean | undefined {
  const lower = value.toLowerCase();
  return lower === 'yes' ? true : lower === 'no' ? false : undefined;
}

/** The columns of a form's CSV, in the order people read them; fields seen only in old rows follow. */
export function fieldOrder(form: FormName, classKeys: readonly string[]): string[] {
  const names = formFields[form].map((rule) => rule.name);
  return form === FormName.enrollment ? [...names, ...classKeys, acknowledgmentField] : names;
}

/**
 * Checks a submission and returns what is kept: the form's fields (trimmed, in
 * the form's order), and for the enrollment the chosen class keys and the
 * acknowledgment. Names starting with `_` belong to the form provider
 * protocol (`_next`, `_gotcha`, `_subject`…) and are not stored.
 */
export function validateSubmission(form: FormName, raw: RawForm, classKeys: readonly string[]): FormField[] {
  const rules = formFields[form];
  const errors: Record<string, string> = {};
  const kept: FormField[] = [];
  const consumed = new Set<string>();

  for (const rule of rules) {
    const sentAs = [rule.name, ...(rule.aliases ?? [])].filter((key) => Object.hasOwn(raw, key));
    sentAs.forEach((key) => consumed.add(key));
    const value = sentAs.map((key) => raw[key].trim()).find((text) => text !== '') ?? '';
    const problem = fieldProblem(rule, value);
    if (problem) errors[rule.name] = problem;
    else if (value) kept.push({ name: rule.name, value });
  }

  if (form === FormName.enrollment) {
    for (const key of classKeys) {
      if (!Object.hasOwn(raw, key)) continue;
      consumed.add(key);
      const chosen = yesNo(raw[key].trim());
      if (chosen === undefined) errors[key] = formMessages.classChoiceInvalid;
      else if (chosen) kept.push({ name: key, value: 'Yes' });
    }
    consumed.add(acknowledgmentField);
    if (Object.hasOwn(raw, acknowledgmentField) && yesNo(raw[acknowledgmentField].trim()) === true)
      kept.push({ name: acknowledgmentField, value: 'Yes' });
    else errors[acknowledgmentField] = formMessages.acknowledgmentRequired;
  }

  for (const key of Object.keys(raw)) {
    if (consumed.has(key) || key.startsWith('_')) continue;
    // On the enrollment every other field is a class choice, so a stranger is a class the catalogue lacks.
    errors[key] = form === FormName.enrollment ? formMessages.unknownClass : formMessages.unknownField;
  }

  if (Object.keys(errors).length > 0) throw new InvalidSubmission(errors);
  return kept;
}

/** A native post lands on `_next` only when it is a path on this site: never `//host`, a scheme, or `\`. */
export function safeNextPath(value: string | undefined): string | undefined {
  const path = value?.trim();
  if (!path || path.length > 2000) return undefined;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return undefined;
  // eslint-disable-next-line no-control-regex -- a redirect path with a control character is refused
  if (/[\s\u0000-\u001f\u007f]/.test(path)) return undefined;
  return path;
}
