import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';
import { evictAfterChange } from '../../../lib/evict-after-change';

export const RestoreTrashedItemMutation = graphql(`
  mutation RestoreTrashedItem($kind: TrashKind!, $id: ID!) {
    restoreTrashedItem(kind: $kind, id: $id)
  }
`);

export function useRestoreTrashedItem() {
  return useMutation(RestoreTrashedItemMutation, {
    update(cache, _result, { variables }) {
      if (!variables) return;
      // The restored item belongs in its list again.
      const list = variables.kind === 'file' ? 'sharedFiles' : 'sharedLinks';
      evictAfterChange(cache, { __typename: 'TrashedItem', id: variables.id }, [list]);
    },
  });
}
