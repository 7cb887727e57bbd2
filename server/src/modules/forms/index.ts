export { FormName } from './form-name';
export { FormSubmission } from './form-submission.entity';
export { FormFieldResolver, FormSubmissionResolver } from './form.resolver';
export { formRoutes, submissionCsvRoutes } from './form.rest';
export { FormService, type EnrollmentSubmission } from './form.service';
export { csvText } from './submissions-csv';
