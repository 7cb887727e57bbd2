import type { FormName } from '../../graphql/graphql';

/** The collected forms, in the order the tab shows them, with their names for people. */
export const formLabels: Record<FormName, string> = {
  enrollment: 'Enrollments',
  class_request: 'Class Suggestions',
  teacher_application: 'Teacher Applications',
};

export const formNames = Object.keys(formLabels) as FormName[];
