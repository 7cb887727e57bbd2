import { useMutation, useQuery } from '@apollo/client/react';
import {
  FeeSettingsDocument,
  FeeTermsDocument,
  SaveClassFeesDocument,
  SaveTermFeesDocument,
} from '../../../graphql/graphql';

/* GraphQL */ `
  fragment FeeSettingsFields on FeeSettings {
    termKey
    termName
    policy {
      termKey
      dues
      secondChildPercent
      laterChildPercent
      installments {
        dueOn
        percent
      }
      feesKeptAfter
      depositReleaseDays
      instructorPercent
    }
    classes {
      classKey
      title
      classFee
      supplyFee
      deposit
    }
  }
`;

/* GraphQL */ `
  query FeeTerms {
    terms {
      key
      name
    }
  }
`;

/* GraphQL */ `
  query FeeSettings($termKey: String!) {
    feeSettings(termKey: $termKey) {
      ...FeeSettingsFields
    }
  }
`;

/* GraphQL */ `
  mutation SaveTermFees($input: TermFeesInput!) {
    saveTermFees(input: $input) {
      ...FeeSettingsFields
    }
  }
`;

/* GraphQL */ `
  mutation SaveClassFees($termKey: String!, $classes: [ClassFeesInput!]!) {
    saveClassFees(termKey: $termKey, classes: $classes) {
      ...FeeSettingsFields
    }
  }
`;

export function useFeeTerms() {
  return useQuery(FeeTermsDocument, { fetchPolicy: 'cache-and-network' });
}

/** A term's fees, read afresh each time the tab opens or the term changes. */
export function useFeeSettings(termKey: string | undefined) {
  return useQuery(FeeSettingsDocument, {
    variables: { termKey: termKey ?? '' },
    skip: !termKey,
    fetchPolicy: 'cache-and-network',
  });
}

export function useSaveTermFees() {
  return useMutation(SaveTermFeesDocument);
}

export function useSaveClassFees() {
  return useMutation(SaveClassFeesDocument);
}
