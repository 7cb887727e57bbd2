import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

export const FormSubmissionsQuery = graphql(`
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
`);

/** Every form's submissions, newest first; read afresh each time the tab opens. */
export function useFormSubmissions() {
  return useQuery(FormSubmissionsQuery, { fetchPolicy: 'cache-and-network' });
}
