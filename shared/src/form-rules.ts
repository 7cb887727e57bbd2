import { emailPattern } from "./accounts";
import { replyToField } from "./form-protocol";

/**
 * The public forms' field rules and their messages. The page checks them before sending, so people see a
 * problem at once, and the server's collector checks them again on arrival with the same words.
 */
export const fieldMessages = {
  emailInvalid: "Please enter a valid email address",
  ageInvalid: "Please enter the student's age as a whole number",
  birthdayInvalid: "Please enter the birthday as MM/DD/YYYY",
  tooLong: (max: number) => `Please keep this to ${max} characters or fewer`,
} as const;

export interface FieldRule {
  /** The stored name of the field. */
  name: string;
  /** Other names a caller may send it under (the parent's e-mail travels as `_replyto`). */
  aliases?: readonly string[];
  /** The message when it is missing; optional fields have none. */
  required?: string;
  maxLength: number;
  check?: (value: string) => string | undefined;
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
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1900;
}

export function checkBirthday(value: string): string | undefined {
  return isBirthday(value) ? undefined : fieldMessages.birthdayInvalid;
}

/** What is wrong with a field's trimmed value, if anything. The format comes first: "seven" is a wrong age before it is a long one. */
export function fieldProblem(rule: FieldRule, value: string): string | undefined {
  if (!value) return rule.required;
  return rule.check?.(value) ?? (value.length > rule.maxLength ? fieldMessages.tooLong(rule.maxLength) : undefined);
}

export type EnrollmentFieldName =
  | "parent_name"
  | "parent_email"
  | "parent_phone"
  | "student_name"
  | "student_age"
  | "student_birthday"
  | "student_allergies";

/** Every enrollment field is required. */
export interface EnrollmentFieldRule extends FieldRule {
  name: EnrollmentFieldName;
  required: string;
}

export const enrollmentFieldRules: readonly EnrollmentFieldRule[] = [
  { name: "parent_name", required: "Please enter the parent or guardian's name", maxLength: 200 },
  { name: "parent_email", aliases: [replyToField], required: "Please enter the parent's email address", maxLength: 320, check: checkEmail },
  { name: "parent_phone", required: "Please enter a phone number", maxLength: 40 },
  { name: "student_name", required: "Please enter the student's name", maxLength: 200 },
  { name: "student_age", required: "Please enter the student's age", maxLength: 3, check: checkAge },
  { name: "student_birthday", required: "Please enter the student's birthday", maxLength: 10, check: checkBirthday },
  { name: "student_allergies", required: "Please list any allergies, or write None", maxLength: 1000 },
];
