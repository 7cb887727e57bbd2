import { useMutation } from '@apollo/client/react';
import { AddHouseholdStudentDocument, MyFamilyDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  mutation AddHouseholdStudent($input: AddHouseholdStudentInput!) {
    addHouseholdStudent(input: $input) {
      ...HouseholdFields
    }
  }
`;

/** The new student joins My family's list of classes too (with none yet). */
export function useAddHouseholdStudent() {
  return useMutation(AddHouseholdStudentDocument, { refetchQueries: [MyFamilyDocument] });
}
