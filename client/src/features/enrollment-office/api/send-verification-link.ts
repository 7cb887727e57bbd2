import { useMutation } from '@apollo/client/react';
import { SendVerificationLinkDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  mutation SendVerificationLink {
    sendVerificationLink
  }
`;
export const SendVerificationLinkMutation = SendVerificationLinkDocument;

export function useSendVerificationLink() {
  return useMutation(SendVerificationLinkMutation);
}
