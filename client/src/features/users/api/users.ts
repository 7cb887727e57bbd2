import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

export const USERS_REFRESH_MS = 5_000;

export const UsersQuery = graphql(`
  query Users {
    users {
      id
      name
      email
      role
      status
      createdAt
      approvedAt
      approvedBy
    }
  }
`);

/** Every account, refreshed in the background (every 5 s) without a loading state in between. */
export function useUsers() {
  return useQuery(UsersQuery, { pollInterval: USERS_REFRESH_MS, notifyOnNetworkStatusChange: false });
}
