import { useQuery } from '@apollo/client/react';
import { AttendanceChoicesDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  query AttendanceChoices {
    attendanceChoices {
      classes {
        classKey
        title
        meetings {
          date
          start
          end
          location
          cancelled
        }
      }
      openClassKey
      openDate
    }
  }
`;

/** The classes the member takes attendance for, and the meeting the screen opens on. */
export function useAttendanceChoices() {
  return useQuery(AttendanceChoicesDocument, { fetchPolicy: 'cache-and-network' });
}
