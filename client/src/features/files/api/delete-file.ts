import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

export const DeleteFileMutation = graphql(`
  mutation DeleteFile($id: ID!) {
    deleteFile(id: $id)
  }
`);

export function useDeleteFile() {
  return useMutation(DeleteFileMutation, {
    update(cache, _result, { variables }) {
      if (!variables) return;
      // Lists drop references to evicted entries when they are read again.
      cache.evict({ id: cache.identify({ __typename: 'SharedFile', id: variables.id }) });
      cache.gc();
    },
  });
}
