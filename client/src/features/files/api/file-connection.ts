import { FileConnectionDocument } from '../../../graphql/graphql';
import { usePagedList } from '../../../lib/use-paged-list';
import type { FileListParams } from '../file-list-params';
import { fileListVariables } from '../file-list-params';
import { useMemo } from 'react';

/** What the list shows of a file; an upload answers with the same fields. */
/* GraphQL */ `
  fragment SharedFileFields on SharedFile {
    id
    original_name
    size
    visibility
    uploader_name
    uploaded_at
    url
  }
`;

/* GraphQL */ `
  query FileConnection($first: Int, $after: String, $sort: FileSort, $visibility: Visibility, $search: String) {
    fileConnection(first: $first, after: $after, sort: $sort, visibility: $visibility, search: $search) {
      edges {
        cursor
        node {
          ...SharedFileFields
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`;
export const FileConnectionQuery = FileConnectionDocument;

/**
 * How often the file list asks whether it changed. Longer than the accounts' 5 s: no one waits on a shared file
 * the way an applicant waits for approval, and members leave this tab open on phones, where fewer wake-ups save
 * battery. One's own uploads and deletes show at once whatever the interval.
 */
export const FILES_REFRESH_MS = 15_000;

/** The files the address asks for (sort, audience, name search), a page at a time. */
export function useFileConnection(params: FileListParams) {
  const variables = useMemo(() => fileListVariables(params), [params]);
  return usePagedList(FileConnectionQuery, {
    variables,
    connectionOf: (data) => data.fileConnection,
    list: 'files',
    refreshMs: FILES_REFRESH_MS,
  });
}
