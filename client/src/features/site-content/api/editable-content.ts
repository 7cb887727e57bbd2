import { useQuery } from '@apollo/client/react';
import { EditableContentDocument } from '../../../graphql/editors/graphql';

/* GraphQL */ `
  query EditableContent {
    editableContent
  }
`;
export const EditableContentQuery = EditableContentDocument;

/** The keys of the documents the viewer may save: what the sections offer them. */
export function useEditableContent() {
  return useQuery(EditableContentQuery, { fetchPolicy: 'cache-and-network' });
}
