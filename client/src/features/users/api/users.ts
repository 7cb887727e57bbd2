import { useQuery } from '@apollo/client/react';
import { UsersDocument } from '../../../graphql/graphql';
import { useRefetchOnChange } from '../../../lib/use-refetch-on-change';

export const USERS_REFRESH_MS = 5_000;

/** An account's standing: what the list shows of it and what an approval changes. */
/* GraphQL */ `
  fragment UserStandingFields on User {
    id
    role
    status
    approvedAt
    approvedBy
  }
`;

/* GraphQL */ `
  query Users {
    users {
      ...UserStandingFields
      name
      email
      createdAt
    }
  }
`;
export const UsersQuery = UsersDocument;

/**
 * Every account, read afresh when the tab opens and then again only when the accounts' counter moves (checked
 * every 5 s), without a loading state in between.
 */
export function useUsers(refreshMs = USERS_REFRESH_MS) {
  const users = useQuery(UsersQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: false,
  });
  useRefetchOnChange('users', users.refetch, refreshMs);
  return users;
}
