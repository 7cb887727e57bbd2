import { useMemo } from 'react';
import { LinkConnectionDocument } from '../../../graphql/graphql';
import { SHARING_REFRESH_MS } from '../../../lib/sharing-refresh';
import { usePagedList } from '../../../lib/use-paged-list';
import { linkListVariables, type LinkListParams } from '../link-list-params';

/** What the list shows of a link; sharing one answers with the same fields. */
/* GraphQL */ `
  fragment SharedLinkFields on SharedLink {
    id
    title
    url
    description
    category
    visibility
    audience {
      label
    }
    sharedBy
    sharedAt
  }
`;

/* GraphQL */ `
  query LinkConnection(
    $first: Int
    $after: String
    $sort: LinkSort
    $visibility: Visibility
    $category: LinkCategory
    $search: String
  ) {
    linkConnection(
      first: $first
      after: $after
      sort: $sort
      visibility: $visibility
      category: $category
      search: $search
    ) {
      edges {
        node {
          ...SharedLinkFields
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`;
export const LinkConnectionQuery = LinkConnectionDocument;

/** The links the address asks for (sort, audience, category, search), a page at a time. */
export function useLinkConnection(params: LinkListParams) {
  const variables = useMemo(() => linkListVariables(params), [params]);
  return usePagedList(LinkConnectionQuery, {
    variables,
    connectionOf: (data) => data.linkConnection,
    list: 'links',
    refreshMs: SHARING_REFRESH_MS,
  });
}
