import { emailPattern } from './email-pattern';

/**
 * The public forms' field rules and their messages. The page checks them before sending, so people see a
 * problem at once, and the server's collector checks them again on arrival with the same words.
 */
export const fieldMessages = {
  emailInvalid: 'Please enter a valid email address',
  ageInvalid: "Please enter the student's age as a whole number",
  birthdayInvalid: 'Please enter the birthday as MM/DD/YYYY',
  tooLong: (max: number) => `Please keep this to ${max} characters or fewer`,
  oneLine: 'Please write this on one line',
} as const;

/**
 * The format a field's value must have, by name: the tables stay plain data, so a page that only draws a form
 * (the home page's two plain posts) does not load the checks.
 */
export type FieldCheck = 'email' | 'age' | 'birthday';

/** How a field is typed on the page: an input of that type, or a text area for a longer answer. */
export type FieldControl = 'text' | 'email' | 'tel' | 'number' | 'textarea';

/**
 * One field of a public form, as the page shows it and the collector checks it: each form is a list of these
 * (enrollment-form.ts, home-forms.ts), so a field added there appears on the page and is accepted and stored
 * by the server with nothing else to change.
 */
export interface FieldRule {
  /** The stored name of the field. */
  name: string;
  /** Other names a caller may send it under (the parent's e-mail travels as `_replyto`); the page sends the first. */
  aliases?: readonly string[];
  /** The message when it is missing; optional fields have none. */
  required?: string;
  maxLength: number;
  check?: FieldCheck;
  /** The label people read (an optional field says so). */
  label: string;
  control: FieldControl;
  /** A line under the label: the format or what to write. */
  hint?: string;
  autoComplete?: string;
  inputMode?: 'numeric';
  placeholder?: string;
  /** Visible lines of a text area. */
  rows?: number;
}

export function checkEmail(value: string): string | undefined {
  return emailPattern.test(value) ? undefined : fieldMessages.emailInvalid;
}

export function checkAge(value: string): string | undefined {
  return /^\d{1,3}$/.test(value) ? undefined : fieldMessages.ageInvalid;
}

const birthdayPattern = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** MM/DD/YYYY naming a real day: 02/30/2015 is refused. */
export function isBirthday(value: string): boolean {
  const match = birthdayPattern.exec(value);
  if (!match) return false;
  const [month, day, year] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1900
  );
}

export function checkBirthday(value: string): string | undefined {
  return isBirthday(value) ? undefined : fieldMessages.birthdayInvalid;
}

const fieldChecks: Record<FieldCheck, (value: string) => string | undefined> = {
  email: checkEmail,
  age: checkAge,
  birthday: checkBirthday,
};

/** What is wrong with a field's trimmed value, if anything. The format comes first: "seven" is a wrong age before it is a long one. */
export function fieldProblem(rule: FieldRule, value: string): string | undefined {
  if (!value) return rule.required;
  // A name, an address or a number is one line: a line break sent in one (a page's input cannot hold one) would
  // otherwise start a new line in the e-mails that quote it.
  if (rule.control !== 'textarea' && /[\r\n]/.test(value)) return fieldMessages.oneLine;
  return (
    (rule.check && fieldChecks[rule.check](value)) ??
    (value.length > rule.maxLength ? fieldMessages.tooLong(rule.maxLength) : undefined)
  );
}
