import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';

// Paying online goes through the online payments module's operations. Until that module is in this branch's
// schema these documents are typed by hand (parsed from plain strings, which code generation does not read);
// once it is, they move into `/* GraphQL */` literals like the others.

type CheckoutAmount = 'due_now' | 'balance';

const OnlinePaymentsEnabledDocument: TypedDocumentNode<
  { onlinePaymentsEnabled: boolean },
  Record<string, never>
> = parse('query OnlinePaymentsEnabled { onlinePaymentsEnabled }');

const StartCheckoutDocument: TypedDocumentNode<
  { startCheckout: { sessionId: string; url: string; amount: number } },
  { amount: CheckoutAmount }
> = parse(
  'mutation StartCheckout($amount: CheckoutAmount!) { startCheckout(amount: $amount) { sessionId url amount } }',
);

const CheckoutResultDocument: TypedDocumentNode<
  { checkoutResult: { sessionId: string; paid: boolean; amount: number } },
  { sessionId: string }
> = parse('query CheckoutResult($sessionId: ID!) { checkoutResult(sessionId: $sessionId) { sessionId paid amount } }');

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

export type { CheckoutAmount };
