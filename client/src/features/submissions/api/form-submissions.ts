import { useQuery } from '@apollo/client/react';
import { FormSubmissionsDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  query FormSubmissions {
    formSubmissions {
      id
      form
      submittedAt
      fields {
        name
        label
        value
      }
    }
  }
`;
export const FormSubmissionsQuery = FormSubmissionsDocument;

/** Every form's submissions, newest first; read afresh each time the tab opens. */
export function useFormSubmissions() {
  return useQuery(FormSubmissionsQuery, { fetchPolicy: 'cache-and-network' });
}
