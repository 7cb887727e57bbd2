import { useMutation } from '@apollo/client/react';
import { EnrollmentClassesDocument, SetClassTeachersDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  mutation SetClassTeachers($classKey: String!, $teacherIds: [ID!]!) {
    setClassTeachers(classKey: $classKey, teacherIds: $teacherIds) {
      ...ClassEnrollmentFields
    }
  }
`;
export const SetClassTeachersMutation = SetClassTeachersDocument;

/** The class rows are read again: a class is keyed by its class key, which the cache does not know as an id. */
export function useSetClassTeachers() {
  return useMutation(SetClassTeachersMutation, {
    refetchQueries: [EnrollmentClassesDocument],
    awaitRefetchQueries: true,
  });
}
