import { useQuery } from '@apollo/client/react';
import { AttendanceDayDocument, AttendanceRecordDocument, AttendanceStudentsDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  query AttendanceDay($date: String) {
    attendanceDay(date: $date) {
      date
      meetings {
        classKey
        title
        meeting {
          date
          start
          end
          location
          cancelled
        }
        onRoster
        present
        absent
        late
        notMarked
        reportedAbsent
      }
    }
  }
`;

/* GraphQL */ `
  query AttendanceStudents($search: String!) {
    attendanceStudents(search: $search) {
      studentId
      studentName
      classes
    }
  }
`;

/* GraphQL */ `
  query AttendanceRecord($studentId: ID!) {
    attendanceRecord(studentId: $studentId) {
      studentId
      studentName
      lines {
        date
        classKey
        title
        status
        markedByName
        markedAt
      }
      present
      absent
      late
    }
  }
`;

/** One day's class meetings counted by mark; the server's today until a date is chosen. */
export function useAttendanceDay(date: string | null) {
  return useQuery(AttendanceDayDocument, { variables: { date }, fetchPolicy: 'network-only' });
}

export function useAttendanceStudents(search: string) {
  return useQuery(AttendanceStudentsDocument, { variables: { search }, skip: search === '' });
}

export function useAttendanceRecord(studentId: string | null) {
  return useQuery(AttendanceRecordDocument, {
    variables: { studentId: studentId ?? '' },
    skip: studentId === null,
    fetchPolicy: 'network-only',
  });
}
