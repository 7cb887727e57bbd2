import { useQuery } from '@apollo/client/react';
import { MyClassesDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  query MyClasses {
    myClasses {
      ...ClassEnrollmentFields
    }
  }
`;
export const MyClassesQuery = MyClassesDocument;

/** The classes assigned to the signed-in teacher. */
export function useMyClasses() {
  return useQuery(MyClassesQuery, { fetchPolicy: 'cache-and-network' });
}
