import { useQuery } from '@apollo/client/react';
import { pageSize } from '@coop/contract';
import { ApprovedTeachersDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  query ApprovedTeachers($first: Int) {
    userConnection(role: teacher, group: approved, sort: NAME_ASC, first: $first) {
      edges {
        node {
          id
          name
          email
        }
      }
    }
  }
`;
export const ApprovedTeachersQuery = ApprovedTeachersDocument;

/** The accounts a class may be given to, by name; a co-op has far fewer teachers than a page holds. */
export function useApprovedTeachers(skip: boolean) {
  return useQuery(ApprovedTeachersQuery, { variables: { first: pageSize.max }, skip });
}
