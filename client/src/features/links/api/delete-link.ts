import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';
import { evictAfterChange } from '../../../lib/evict-after-change';

export const DeleteLinkMutation = graphql(`
  mutation DeleteLink($id: ID!) {
    deleteLink(id: $id)
  }
`);

export function useDeleteLink() {
  return useMutation(DeleteLinkMutation, {
    update(cache, _result, { variables }) {
      if (variables) evictAfterChange(cache, { __typename: 'SharedLink', id: variables.id });
    },
  });
}
