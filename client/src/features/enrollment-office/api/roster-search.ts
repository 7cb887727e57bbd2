import { useQuery } from '@apollo/client/react';
import { RosterSearchDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  query RosterSearch($search: String!) {
    rosterSearch(search: $search) {
      classKey
      classTitle
      ...RosterEntryFields
    }
  }
`;
export const RosterSearchQuery = RosterSearchDocument;

/** Placements in every class whose student or parent matches `search`; nothing is asked while it is empty. */
export function useRosterSearch(search: string) {
  return useQuery(RosterSearchQuery, {
    variables: { search },
    skip: search === '',
    fetchPolicy: 'cache-and-network',
  });
}
