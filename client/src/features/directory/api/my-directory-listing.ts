import { useQuery } from '@apollo/client/react';
import { MyDirectoryListingDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  query MyDirectoryListing {
    myDirectoryListing {
      householdId
      householdName
      listed
      fields
    }
  }
`;
export const MyDirectoryListingQuery = MyDirectoryListingDocument;

/** The signed-in guardian's household's choices; null when the account guards none. */
export function useMyDirectoryListing() {
  return useQuery(MyDirectoryListingQuery, { fetchPolicy: 'cache-and-network' });
}
