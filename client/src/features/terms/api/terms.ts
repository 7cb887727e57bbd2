import { useMutation, useQuery } from '@apollo/client/react';
import { RollOverTermDocument, SetTermRegistrationDocument, TermsDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  fragment TermFields on Term {
    key
    name
    start
    end
    first
    classCount
    notice
    registration {
      returning
      everyone
      closes
      waitlistWhenClosed
    }
  }
`;

/* GraphQL */ `
  query Terms {
    terms {
      ...TermFields
    }
  }
`;

/* GraphQL */ `
  mutation RollOverTerm($from: String!, $name: String!, $start: String!) {
    rollOverTerm(from: $from, name: $name, start: $start) {
      ...TermFields
    }
  }
`;

/* GraphQL */ `
  mutation SetTermRegistration($termKey: String!, $windows: RegistrationWindowsInput) {
    setTermRegistration(termKey: $termKey, windows: $windows) {
      ...TermFields
    }
  }
`;

/** Every term, read afresh each time the tab opens. */
export function useTerms() {
  return useQuery(TermsDocument, { fetchPolicy: 'cache-and-network' });
}

/** A new term lists a term more, and its classes join the Enrollments tab: both are read again. */
export function useRollOverTerm() {
  return useMutation(RollOverTermDocument, { refetchQueries: ['Terms', 'EnrollmentClasses'] });
}

export function useSetTermRegistration() {
  return useMutation(SetTermRegistrationDocument);
}
