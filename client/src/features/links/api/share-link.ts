import { useMutation } from '@apollo/client/react';
import { ShareLinkDocument } from '../../../graphql/graphql';
import { SharedLinksQuery } from './shared-links';

/* GraphQL */ `
  mutation ShareLink($input: ShareLinkInput!) {
    shareLink(input: $input) {
      ...SharedLinkFields
    }
  }
`;
export const ShareLinkMutation = ShareLinkDocument;

export function useShareLink() {
  return useMutation(ShareLinkMutation, {
    update(cache, { data }) {
      const link = data?.shareLink;
      if (!link) return;
      // The list is newest first, as the server sorts it.
      cache.updateQuery({ query: SharedLinksQuery }, (current) =>
        current ? { sharedLinks: [link, ...current.sharedLinks] } : current,
      );
    },
  });
}
