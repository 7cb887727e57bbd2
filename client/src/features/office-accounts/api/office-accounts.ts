import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AccountTermsDocument,
  GrantAccountCreditDocument,
  OfficeAccountDocument,
  OfficeAccountsDocument,
  RecordOfficePaymentDocument,
  RecordOfficeRefundDocument,
  RefundCardPaymentDocument,
  ReverseAccountLineDocument,
  type OfficeAccountFieldsFragment,
} from '../../../graphql/graphql';

/* GraphQL */ `
  fragment OfficeAccountFields on OfficeAccount {
    householdId
    name
    balance
    dueNow
    lines {
      id
      kind
      amount
      description
      occurredOn
      method
      reference
      note
      createdByName
      reversesId
      reversedById
      reversible
    }
    due {
      dueOn
      label
      amount
      paid
      remaining
    }
  }
`;

/* GraphQL */ `
  query OfficeAccounts($search: String) {
    officeAccounts(search: $search) {
      householdId
      name
      students
      balance
    }
  }
`;

/* GraphQL */ `
  query OfficeAccount($householdId: ID!) {
    officeAccount(householdId: $householdId) {
      ...OfficeAccountFields
    }
  }
`;

/* GraphQL */ `
  query AccountTerms {
    terms {
      key
      name
    }
  }
`;

/* GraphQL */ `
  mutation RecordOfficePayment($input: OfficeMoneyInput!) {
    recordOfficePayment(input: $input) {
      ...OfficeAccountFields
    }
  }
`;

/* GraphQL */ `
  mutation RecordOfficeRefund($input: OfficeMoneyInput!) {
    recordOfficeRefund(input: $input) {
      ...OfficeAccountFields
    }
  }
`;

/* GraphQL */ `
  mutation GrantAccountCredit($input: OfficeCreditInput!) {
    grantAccountCredit(input: $input) {
      ...OfficeAccountFields
    }
  }
`;

/* GraphQL */ `
  mutation ReverseAccountLine($householdId: ID!, $lineId: ID!, $note: String) {
    reverseAccountLine(householdId: $householdId, lineId: $lineId, note: $note) {
      ...OfficeAccountFields
    }
  }
`;

/** The households with their balances, read afresh each time the list shows. */
export function useOfficeAccounts(search: string) {
  return useQuery(OfficeAccountsDocument, {
    variables: { search: search || null },
    fetchPolicy: 'cache-and-network',
  });
}

export function useOfficeAccount(householdId: string) {
  return useQuery(OfficeAccountDocument, { variables: { householdId }, fetchPolicy: 'cache-and-network' });
}

export function useAccountTerms() {
  return useQuery(AccountTermsDocument);
}

/**
 * Every change answers with the account as it now stands: it replaces the one shown, and the list's balances are
 * read again when it shows next.
 */
function keepAccount(cache: ApolloCache, account: OfficeAccountFieldsFragment) {
  cache.writeQuery({
    query: OfficeAccountDocument,
    variables: { householdId: account.householdId },
    data: { officeAccount: account },
  });
  cache.evict({ fieldName: 'officeAccounts' });
}

export function useRecordOfficePayment() {
  return useMutation(RecordOfficePaymentDocument, {
    update: (cache, { data }) => data && keepAccount(cache, data.recordOfficePayment),
  });
}

export function useRecordOfficeRefund() {
  return useMutation(RecordOfficeRefundDocument, {
    update: (cache, { data }) => data && keepAccount(cache, data.recordOfficeRefund),
  });
}

export function useGrantAccountCredit() {
  return useMutation(GrantAccountCreditDocument, {
    update: (cache, { data }) => data && keepAccount(cache, data.grantAccountCredit),
  });
}

export function useReverseAccountLine() {
  return useMutation(ReverseAccountLineDocument, {
    update: (cache, { data }) => data && keepAccount(cache, data.reverseAccountLine),
  });
}

/* GraphQL */ `
  mutation RefundCardPayment($transactionId: ID!, $amount: Int!) {
    refundCardPayment(transactionId: $transactionId, amount: $amount) {
      refundId
      amount
      householdId
    }
  }
`;

/** Gives card money back through the card processor; the account is read again, as the refund adds a line to it. */
export function useRefundCardPayment() {
  return useMutation(RefundCardPaymentDocument, {
    refetchQueries: [OfficeAccountDocument],
    awaitRefetchQueries: true,
    update: (cache) => {
      cache.evict({ fieldName: 'officeAccounts' });
    },
  });
}
