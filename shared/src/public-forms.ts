import { formSections, formSlug, sitePaths } from './site-paths';

// The public forms by name: which there are and where people land after posting each (their addresses are in
// site-paths.ts, which every page loads anyway).

/** The forms the co-op's own collector keeps (the GraphQL enum `FormName` has these values). */
export const publicFormNames = ['enrollment', 'class_request', 'teacher_application'] as const;
export type PublicFormName = (typeof publicFormNames)[number];

export function formFromSlug(slug: unknown): PublicFormName | undefined {
  return publicFormNames.find((form) => formSlug(form) === slug);
}

/** The thank-you page each form lands on after a post (the home page's two share one). */
export const formThankYouPaths: Record<PublicFormName, string> = {
  enrollment: sitePaths.enrollmentThankYou,
  class_request: sitePaths.thankYou,
  teacher_application: sitePaths.thankYou,
};

/** Where each form lives on the site, for the "go back" link of a refused native post. */
export const formPagePaths: Record<PublicFormName, string> = {
  enrollment: sitePaths.enrollment,
  class_request: `${sitePaths.home}#${formSections.classRequest}`,
  teacher_application: `${sitePaths.home}#${formSections.teacherSolicitation}`,
};
