import { useMutation } from '@apollo/client/react';
import { DeleteLinkDocument } from '../../../graphql/graphql';
import { evictAfterChange } from '../../../lib/evict-after-change';

/* GraphQL */ `
  mutation DeleteLink($id: ID!) {
    deleteLink(id: $id)
  }
`;
export const DeleteLinkMutation = DeleteLinkDocument;

export function useDeleteLink() {
  return useMutation(DeleteLinkMutation, {
    update(cache, _result, { variables }) {
      if (variables) evictAfterChange(cache, { __typename: 'SharedLink', id: variables.id });
    },
  });
}
