import { useQuery } from '@apollo/client/react';
import { DirectoryDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  query Directory($search: String) {
    directory(search: $search) {
      id
      name
      phone
      guardians {
        name
        email
      }
      children {
        firstName
        grade
      }
    }
  }
`;
export const DirectoryQuery = DirectoryDocument;

/** The listed households, with only what each shows; those whose shown names hold the search. */
export function useDirectory(search: string) {
  return useQuery(DirectoryQuery, {
    variables: { search: search || null },
    fetchPolicy: 'cache-and-network',
  });
}
