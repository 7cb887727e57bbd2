import { useMutation } from '@apollo/client/react';
import { SetClassSeatsDocument } from '../../../graphql/graphql';
import { rereadEnrollments } from './reread-enrollments';

/* GraphQL */ `
  mutation SetClassSeats($classKey: String!, $seats: Int!) {
    setClassSeats(classKey: $classKey, seats: $seats) {
      ...ClassEnrollmentFields
    }
  }
`;
export const SetClassSeatsMutation = SetClassSeatsDocument;

/** Raising seats promotes from the waitlist: the rosters are read again too. */
export function useSetClassSeats() {
  return useMutation(SetClassSeatsMutation, rereadEnrollments);
}
