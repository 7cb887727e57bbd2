import { useQuery } from '@apollo/client/react';
import { GoLiveChecklistDocument } from '../../../graphql/editors/graphql';

/* GraphQL */ `
  query GoLiveChecklist {
    goLiveChecklist {
      group
      what
      value
      todo
      editPath
    }
  }
`;
export const GoLiveChecklistQuery = GoLiveChecklistDocument;

/** What the site still shows from its examples, or lacks, each with what to do and, where it applies, where. */
export function useGoLiveChecklist() {
  return useQuery(GoLiveChecklistQuery, { fetchPolicy: 'cache-and-network' });
}
