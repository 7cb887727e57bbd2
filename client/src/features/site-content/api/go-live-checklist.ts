import { useQuery } from '@apollo/client/react';
import { GoLiveChecklistDocument } from '../../../graphql/editors/graphql';

/* GraphQL */ `
  query GoLiveChecklist {
    goLiveChecklist {
      what
      where
      value
      editPath
    }
  }
`;
export const GoLiveChecklistQuery = GoLiveChecklistDocument;

/** The placeholders still on the site, each with where it is edited. */
export function useGoLiveChecklist() {
  return useQuery(GoLiveChecklistQuery, { fetchPolicy: 'cache-and-network' });
}
