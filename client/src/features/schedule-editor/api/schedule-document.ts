import { useMutation, useQuery } from '@apollo/client/react';
import { SaveScheduleDocumentDocument, ScheduleDocumentDocument } from '../../../graphql/editors/graphql';

/* GraphQL */ `
  query ScheduleDocument($key: String!) {
    contentDocument(key: $key) {
      key
      body
      revision
    }
  }
`;

/* GraphQL */ `
  mutation SaveScheduleDocument($input: SaveContentInput!) {
    saveContentDocument(input: $input) {
      key
      body
      revision
    }
  }
`;

export type ScheduleDocumentKey = 'catalog.json' | 'schedule-changes.json';

/** One of the documents the schedule editor saves, read afresh each time the tab opens. */
export function useScheduleDocument(key: ScheduleDocumentKey, skip = false) {
  return useQuery(ScheduleDocumentDocument, { variables: { key }, fetchPolicy: 'network-only', skip });
}

/** Saving answers the stored document, which replaces the one read (same key): the next edit starts from it. */
export function useSaveScheduleDocument() {
  return useMutation(SaveScheduleDocumentDocument, {
    update(cache, { data }) {
      const saved = data?.saveContentDocument;
      if (saved)
        cache.writeQuery({
          query: ScheduleDocumentDocument,
          variables: { key: saved.key },
          data: { contentDocument: saved },
        });
    },
  });
}
