import { useMutation } from '@apollo/client/react';
import { DirectoryDocument, MyDirectoryListingDocument, SetMyDirectoryListingDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  mutation SetMyDirectoryListing($input: DirectoryListingInput!) {
    setMyDirectoryListing(input: $input) {
      householdId
      householdName
      listed
      fields
    }
  }
`;
export const SetMyDirectoryListingMutation = SetMyDirectoryListingDocument;

/** Saves the household's choices; the directory and the choices are read again. */
export function useSetMyDirectoryListing() {
  return useMutation(SetMyDirectoryListingMutation, {
    refetchQueries: [DirectoryDocument, MyDirectoryListingDocument],
  });
}
