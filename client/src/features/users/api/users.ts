import { useQuery } from '@apollo/client/react';
import { UsersDocument } from '../../../graphql/graphql';

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

/** Every account, refreshed in the background (every 5 s) without a loading state in between. */
export function useUsers() {
  return useQuery(UsersQuery, { pollInterval: USERS_REFRESH_MS, notifyOnNetworkStatusChange: false });
}
