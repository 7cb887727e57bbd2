import { useMutation } from '@apollo/client/react';
import { ShareLinkDocument } from '../../../graphql/graphql';
import { LinkConnectionQuery } from './link-connection';

/* GraphQL */ `
  mutation ShareLink($input: ShareLinkInput!) {
    shareLink(input: $input) {
      ...SharedLinkFields
    }
  }
`;
export const ShareLinkMutation = ShareLinkDocument;

export function useShareLink() {
  // Where the new link falls depends on the list's sort and filters, which only the server applies: the list
  // on screen is read again.
  return useMutation(ShareLinkMutation, { refetchQueries: [LinkConnectionQuery] });
}
