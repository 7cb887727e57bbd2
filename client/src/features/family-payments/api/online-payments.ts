import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { CheckoutResultDocument, OnlinePaymentsEnabledDocument, StartCheckoutDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  query OnlinePaymentsEnabled {
    onlinePaymentsEnabled
  }
`;

/* GraphQL */ `
  mutation StartCheckout($amount: CheckoutAmount!) {
    startCheckout(amount: $amount) {
      sessionId
      url
      amount
    }
  }
`;

/* GraphQL */ `
  query CheckoutResult($sessionId: ID!) {
    checkoutResult(sessionId: $sessionId) {
      sessionId
      paid
      amount
    }
  }
`;

/** Whether the co-op takes cards online; a server that cannot say is taken as not. */
export function useOnlinePaymentsEnabled(): boolean | undefined {
  const { data, error } = useQuery(OnlinePaymentsEnabledDocument);
  if (error) return false;
  return data?.onlinePaymentsEnabled;
}

export function useStartCheckout() {
  return useMutation(StartCheckoutDocument);
}

/** The session a family came back with, asked again on every call (the webhook may land between two). */
export function useCheckoutResult() {
  return useLazyQuery(CheckoutResultDocument, { fetchPolicy: 'network-only' });
}
