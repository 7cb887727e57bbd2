import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { AccountCountsDocument, UserConnectionDocument, type AccountGroup } from '../../../graphql/graphql';
import { usePagedList } from '../../../lib/use-paged-list';

export const USERS_REFRESH_MS = 5_000;

/** An account's standing: what the list shows of it and what an approval changes. */
/* GraphQL */ `
  fragment UserStandingFields on User {
    id
    role
    status
    approvedAt
    approvedByName
  }
`;

/* GraphQL */ `
  query UserConnection($group: AccountGroup, $search: String, $first: Int, $after: String) {
    userConnection(group: $group, search: $search, first: $first, after: $after) {
      edges {
        node {
          ...UserStandingFields
          name
          email
          emailVerified
          createdAt
          # Shown only for the accounts waiting: one read for the whole page, so asked of every group alike.
          enrolledStudents
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`;
export const UserConnectionQuery = UserConnectionDocument;

/* GraphQL */ `
  query AccountCounts {
    accountCounts {
      pending
      approved
      rejected
    }
  }
`;
export const AccountCountsQuery = AccountCountsDocument;

/**
 * For an action that moves an account to another group or changes its status: the rows on screen and the
 * sub-tabs' counts are read again before the action counts as done, so the keyboard's place is settled on the
 * rows that remain.
 */
export const rereadAccounts = { refetchQueries: [UserConnectionQuery, AccountCountsQuery], awaitRefetchQueries: true };

/**
 * The sub-tabs' counts and the accounts of one group (searched by name or e-mail), a page at a time. Both are
 * read when the tab opens and then again only when the accounts' counter moves (checked every 5 s, so an
 * applicant waiting for approval shows up soon), without a loading state in between.
 */
export function useAccounts(group: AccountGroup, search: string, refreshMs = USERS_REFRESH_MS) {
  const counts = useQuery(AccountCountsQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: false,
  });
  const variables = useMemo(() => ({ group, search: search || undefined }), [group, search]);
  const accounts = usePagedList(UserConnectionQuery, {
    variables,
    connectionOf: (data) => data.userConnection,
    list: 'users',
    refreshMs,
    alongside: counts.refetch,
  });
  return { counts: (counts.data ?? counts.previousData)?.accountCounts, countsError: counts.error, accounts };
}
