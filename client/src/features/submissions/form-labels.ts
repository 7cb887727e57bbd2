import type { FormName } from '../../graphql/graphql';

/**
 * The forms this tab shows, in its order, with their names for people. Enrollments are not among them: each
 * becomes students placed in classes, worked in the Enrollments tab.
 */
export const formLabels = {
  class_request: 'Class Suggestions',
  teacher_application: 'Teacher Applications',
} as const satisfies Partial<Record<FormName, string>>;

export type SubmissionFormName = keyof typeof formLabels;

export const formNames = Object.keys(formLabels) as SubmissionFormName[];
