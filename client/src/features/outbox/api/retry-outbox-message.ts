import { useMutation } from '@apollo/client/react';
import { RetryOutboxMessageDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  mutation RetryOutboxMessage($id: ID!) {
    retryOutboxMessage(id: $id)
  }
`;
export const RetryOutboxMessageMutation = RetryOutboxMessageDocument;

export function useRetryOutboxMessage() {
  return useMutation(RetryOutboxMessageMutation);
}
