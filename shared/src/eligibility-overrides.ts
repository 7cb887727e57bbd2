import { placementReasonMaxLength } from './enrollment-office';

// The office's override of the enrollment's rules, in words staff read: apart from enrollment-eligibility.ts so
// the public form's script carries none of them.

export const eligibilityOverrideLimits = {
  reason: placementReasonMaxLength,
  studentName: 200,
  parentEmail: 320,
} as const;

export const eligibilityOverrideMessages = {
  reasonRequired: 'Please give the reason this student may take the class.',
  reasonTooLong: `A reason must be at most ${eligibilityOverrideLimits.reason} characters.`,
  studentRequired: "Please give the student's name, birthday and parent e-mail as the enrollment form has them.",
  classRequired: 'Please choose a class.',
  classNotFound: 'Class not found',
} as const;

/** The line the placement's history shows when the form placed the student thanks to an override. */
export function overrideHistoryReason(by: string, reason: string): string {
  return `Allowed despite the class's rules by ${by}: ${reason}`;
}

/** What the office's form says once the override is kept. */
export function overrideSavedText(student: string, classTitle: string): string {
  return `${student} may now enroll in ${classTitle}, whatever its age range, meeting time or prerequisites say.`;
}
