import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

export const DeleteLinkMutation = graphql(`
  mutation DeleteLink($id: ID!) {
    deleteLink(id: $id)
  }
`);

export function useDeleteLink() {
  return useMutation(DeleteLinkMutation, {
    update(cache, _result, { variables }) {
      if (!variables) return;
      cache.evict({ id: cache.identify({ __typename: 'SharedLink', id: variables.id }) });
      cache.gc();
    },
  });
}
