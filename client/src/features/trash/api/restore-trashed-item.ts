import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

export const RestoreTrashedItemMutation = graphql(`
  mutation RestoreTrashedItem($kind: TrashKind!, $id: ID!) {
    restoreTrashedItem(kind: $kind, id: $id)
  }
`);

export function useRestoreTrashedItem() {
  return useMutation(RestoreTrashedItemMutation, {
    update(cache, _result, { variables }) {
      if (!variables) return;
      cache.evict({ id: cache.identify({ __typename: 'TrashedItem', id: variables.id }) });
      // The restored item belongs in its list again: that list is read from the server next time.
      cache.evict({ id: 'ROOT_QUERY', fieldName: variables.kind === 'file' ? 'sharedFiles' : 'sharedLinks' });
      cache.gc();
    },
  });
}
