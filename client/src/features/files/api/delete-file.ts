import { useMutation } from '@apollo/client/react';
import { DeleteFileDocument } from '../../../graphql/graphql';
import { evictAfterChange } from '../../../lib/evict-after-change';

/* GraphQL */ `
  mutation DeleteFile($id: ID!) {
    deleteFile(id: $id)
  }
`;
export const DeleteFileMutation = DeleteFileDocument;

export function useDeleteFile() {
  return useMutation(DeleteFileMutation, {
    update(cache, _result, { variables }) {
      if (variables) evictAfterChange(cache, { __typename: 'SharedFile', id: variables.id });
    },
  });
}
