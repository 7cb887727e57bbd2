import { FileConnectionDocument } from '../../../graphql/graphql';
import { SHARING_REFRESH_MS } from '../../../lib/sharing-refresh';
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
    audience {
      label
    }
    uploader_name
    uploaded_at
    url
  }
`;

/* GraphQL */ `
  query FileConnection($first: Int, $after: String, $sort: FileSort, $visibility: Visibility, $search: String) {
    fileConnection(first: $first, after: $after, sort: $sort, visibility: $visibility, search: $search) {
      edges {
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

/** The files the address asks for (sort, audience, name search), a page at a time. */
export function useFileConnection(params: FileListParams) {
  const variables = useMemo(() => fileListVariables(params), [params]);
  return usePagedList(FileConnectionQuery, {
    variables,
    connectionOf: (data) => data.fileConnection,
    list: 'files',
    refreshMs: SHARING_REFRESH_MS,
  });
}
