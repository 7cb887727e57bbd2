import { useQuery } from '@apollo/client/react';
import { MyAccountDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  query MyAccount {
    myAccount {
      householdId
      householdName
      householdAddress
      asOf
      balance
      dueNow
      lines {
        id
        kind
        amount
        description
        termName
        occurredOn
        reversed
        balanceAfter
      }
      due {
        dueOn
        label
        amount
        paid
        remaining
      }
    }
  }
`;

/** The household's account, read afresh each time Fees & payments opens (the office may have posted a payment). */
export function useMyAccount() {
  return useQuery(MyAccountDocument, { fetchPolicy: 'cache-and-network' });
}
