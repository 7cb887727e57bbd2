import type { TypePolicies } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';

/**
 * The paged lists' cache: every sort, filter and search keeps its own list of loaded pages (the key arguments),
 * and a later page is appended to the pages before it. `first` and `after` say which slice a request reads and
 * are left out of the key, so "load more" grows the same list. The queries ask for no cursor per row (about a
 * quarter of a page's bytes): a page goes on after its last row, whose cursor the policy takes from pageInfo.
 */
export const connectionPolicies: TypePolicies = {
  Query: {
    fields: {
      fileConnection: relayStylePagination(['sort', 'visibility', 'search']),
      linkConnection: relayStylePagination(['sort', 'visibility', 'category', 'search']),
      userConnection: relayStylePagination(['sort', 'group', 'role', 'status', 'search']),
      outboxMessages: relayStylePagination([]),
      contentHistory: relayStylePagination(['key']),
      contentChanges: relayStylePagination([]),
      announcements: relayStylePagination([]),
      inbox: relayStylePagination([]),
    },
  },
  // A saved or restored document replaces the one read before it, wherever the dashboard shows it.
  ContentDocument: { keyFields: ['key'] },
  // A term whose registration dates were saved replaces the one the Terms tab shows.
  Term: { keyFields: ['key'] },
};
