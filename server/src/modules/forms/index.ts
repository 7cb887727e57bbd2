// The forms module's front door: what the rest of the server may use of it.
// The public forms' collector (/forms/*), submissions for administrators, CSV export.
export { FormName } from './form-name';
export { FormSubmission } from './form-submission.entity';
export { FormFieldResolver, FormSubmissionResolver } from './form.resolver';
export { formRoutes, submissionCsvRoutes } from './form.rest';
export { InvalidSubmission } from './form.rules';
export { FormService, type EnrollmentSubmission } from './form.service';
export { csvText } from './submissions-csv';
