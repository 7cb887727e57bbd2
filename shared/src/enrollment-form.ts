import { replyToField } from './form-protocol';
import type { FieldRule } from './form-rules';

// The Class Enrollment Form's own fields (its classes come from the catalogue). A module of its own, so the
// home page, whose forms are others, does not load it.

/**
 * When the confirmation e-mail arrives, as the form's page promises it (the thank-you page's first next step
 * says the same). Here rather than with the next steps, so the form's page loads no module more.
 */
export const enrollmentConfirmationNote = 'We confirm each enrollment by e-mail within a minute.';

export type EnrollmentFieldName =
  | 'parent_name'
  | 'parent_email'
  | 'parent_phone'
  | 'student_name'
  | 'student_age'
  | 'student_birthday'
  | 'student_allergies';

/** Every enrollment field is required. */
export interface EnrollmentFieldRule extends FieldRule {
  name: EnrollmentFieldName;
  required: string;
}

export const enrollmentFieldRules: readonly EnrollmentFieldRule[] = [
  {
    name: 'parent_name',
    label: 'Parent/Guardian Name',
    control: 'text',
    autoComplete: 'name',
    required: "Please enter the parent or guardian's name",
    maxLength: 200,
  },
  {
    name: 'parent_email',
    aliases: [replyToField],
    label: 'Parent Email',
    control: 'email',
    autoComplete: 'email',
    required: "Please enter the parent's email address",
    maxLength: 320,
    check: 'email',
  },
  {
    name: 'parent_phone',
    label: 'Parent Phone',
    control: 'tel',
    autoComplete: 'tel',
    required: 'Please enter a phone number',
    maxLength: 40,
  },
  {
    name: 'student_name',
    label: 'Student Name',
    control: 'text',
    autoComplete: 'off',
    required: "Please enter the student's name",
    maxLength: 200,
  },
  {
    name: 'student_age',
    label: 'Student Age',
    control: 'number',
    inputMode: 'numeric',
    required: "Please enter the student's age",
    maxLength: 3,
    check: 'age',
  },
  {
    name: 'student_birthday',
    label: 'Student Birthday',
    control: 'text',
    inputMode: 'numeric',
    placeholder: 'MM/DD/YYYY',
    hint: 'As MM/DD/YYYY, for example 03/14/2016.',
    required: "Please enter the student's birthday",
    maxLength: 10,
    check: 'birthday',
  },
  {
    name: 'student_allergies',
    label: 'Student Allergies',
    control: 'text',
    autoComplete: 'off',
    hint: 'Write None if none.',
    required: 'Please list any allergies, or write None',
    maxLength: 1000,
  },
];
