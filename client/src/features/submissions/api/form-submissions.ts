import { useQuery } from '@apollo/client/react';
import { FormSubmissionsDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  query FormSubmissions {
    classRequests: formSubmissions(form: class_request) {
      ...SubmissionFields
    }
    teacherApplications: formSubmissions(form: teacher_application) {
      ...SubmissionFields
    }
  }

  fragment SubmissionFields on FormSubmission {
    id
    form
    submittedAt
    fields {
      name
      label
      value
    }
  }
`;
export const FormSubmissionsQuery = FormSubmissionsDocument;

/** The suggestions' and applications' submissions, newest first; read afresh each time the tab opens. */
export function useFormSubmissions() {
  return useQuery(FormSubmissionsQuery, { fetchPolicy: 'cache-and-network' });
}
