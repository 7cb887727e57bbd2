import { useQuery } from '@apollo/client/react';
import { AttendanceRosterDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  query AttendanceRoster($classKey: String!, $date: String!) {
    attendanceRoster(classKey: $classKey, date: $date) {
      classKey
      title
      meeting {
        date
        start
        end
        location
        cancelled
      }
      lines {
        placementId
        studentName
        status
        markedByName
        markedAt
        reportedAbsent
        reportNote
      }
    }
  }
`;

/** One meeting's roster with its marks, read afresh: another phone may have marked it. */
export function useAttendanceRoster(meeting: { classKey: string; date: string } | null) {
  return useQuery(AttendanceRosterDocument, {
    variables: meeting ?? { classKey: '', date: '' },
    skip: meeting === null,
    fetchPolicy: 'network-only',
  });
}
