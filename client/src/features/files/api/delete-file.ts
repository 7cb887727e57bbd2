import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';
import { evictAfterChange } from '../../../lib/evict-after-change';

export const DeleteFileMutation = graphql(`
  mutation DeleteFile($id: ID!) {
    deleteFile(id: $id)
  }
`);

export function useDeleteFile() {
  return useMutation(DeleteFileMutation, {
    update(cache, _result, { variables }) {
      if (variables) evictAfterChange(cache, { __typename: 'SharedFile', id: variables.id });
    },
  });
}
