import { useMutation } from '@apollo/client/react';
import { RestoreTrashedItemDocument } from '../../../graphql/graphql';
import { evictAfterChange } from '../../../lib/evict-after-change';

/* GraphQL */ `
  mutation RestoreTrashedItem($kind: TrashKind!, $id: ID!) {
    restoreTrashedItem(kind: $kind, id: $id)
  }
`;
export const RestoreTrashedItemMutation = RestoreTrashedItemDocument;

export function useRestoreTrashedItem() {
  return useMutation(RestoreTrashedItemMutation, {
    update(cache, _result, { variables }) {
      if (!variables) return;
      // The restored item belongs in its list again.
      const list = variables.kind === 'file' ? 'fileConnection' : 'linkConnection';
      evictAfterChange(cache, { __typename: 'TrashedItem', id: variables.id }, [list]);
    },
  });
}
