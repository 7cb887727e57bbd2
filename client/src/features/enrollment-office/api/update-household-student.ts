import { useMutation } from '@apollo/client/react';
import { MyFamilyDocument, UpdateHouseholdStudentDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  mutation UpdateHouseholdStudent($input: UpdateHouseholdStudentInput!) {
    updateHouseholdStudent(input: $input) {
      ...HouseholdFields
    }
  }
`;

/** A renamed student is renamed in My family's list of classes too. */
export function useUpdateHouseholdStudent() {
  return useMutation(UpdateHouseholdStudentDocument, { refetchQueries: [MyFamilyDocument] });
}
