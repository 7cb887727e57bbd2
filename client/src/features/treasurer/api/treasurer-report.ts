import { useQuery } from '@apollo/client/react';
import { TreasurerReportDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  fragment TreasurerBalanceFields on TreasurerBalance {
    householdId
    householdName
    charges
    discounts
    payments
    balance
  }
`;

/* GraphQL */ `
  fragment TreasurerAgingFields on TreasurerAging {
    householdId
    householdName
    buckets
    owed
  }
`;

/* GraphQL */ `
  fragment TreasurerPaymentFields on TreasurerPaymentPeriod {
    month
    method
    received
    refunded
    net
  }
`;

/* GraphQL */ `
  query TreasurerReport {
    treasurerReport {
      asOf
      balances {
        ...TreasurerBalanceFields
      }
      balanceTotal {
        ...TreasurerBalanceFields
      }
      aging {
        ...TreasurerAgingFields
      }
      agingTotal {
        ...TreasurerAgingFields
      }
      payments {
        ...TreasurerPaymentFields
      }
      paymentTotal {
        ...TreasurerPaymentFields
      }
      instructors {
        userId
        instructorName
        termKey
        termName
        classKey
        classTitle
        classFees
        percent
        teachers
        owed
      }
      instructorTotal
    }
  }
`;

/** The treasurer's four reports, asked for again each time the tab opens: payments may have come in since. */
export function useTreasurerReport() {
  return useQuery(TreasurerReportDocument, { fetchPolicy: 'cache-and-network' });
}
