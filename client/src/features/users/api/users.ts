import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

export const USERS_REFRESH_MS = 5_000;

/** An account's standing: what the list shows of it and what an approval changes. */
export const UserStandingFields = graphql(`
  fragment UserStandingFields on User {
    id
    role
    status
    approvedAt
    approvedBy
  }
`);

export const UsersQuery = graphql(`
  query Users {
    users {
      ...UserStandingFields
      name
      email
      createdAt
    }
  }
`);

/** Every account, refreshed in the background (every 5 s) without a loading state in between. */
export function useUsers() {
  return useQuery(UsersQuery, { pollInterval: USERS_REFRESH_MS, notifyOnNetworkStatusChange: false });
}
