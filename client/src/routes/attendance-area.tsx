import { lazy } from 'react';
import { MemberAreaPage } from '../app/member-area-page';
import {
  absencesLoading,
  dailyLoading,
  recordsLoading,
  takeLoading,
} from '../features/attendance/attendance-ui-messages';
import { downloadFile } from '../lib/download-file';

const TakeAttendance = lazy(async () => ({
  default: (await import('../features/attendance/components/take-attendance')).TakeAttendance,
}));
const AbsenceReports = lazy(async () => ({
  default: (await import('../features/attendance/components/absence-reports')).AbsenceReports,
}));
const DailyAttendance = lazy(async () => ({
  default: (await import('../features/attendance/components/daily-attendance')).DailyAttendance,
}));
const AttendanceRecords = lazy(async () => ({
  default: (await import('../features/attendance/components/attendance-records')).AttendanceRecords,
}));

/** Attendance: the staff's marks at each class meeting, the families' absences reported ahead, the office's days. */
export function AttendanceAreaRoute() {
  return (
    <MemberAreaPage
      area="attendance"
      description="Attendance: taking each class meeting's roster, absences reported ahead, and the office's daily view and records."
      panels={{
        take: { loading: takeLoading, render: () => <TakeAttendance /> },
        absences: { loading: absencesLoading, render: () => <AbsenceReports /> },
        daily: { loading: dailyLoading, render: () => <DailyAttendance download={downloadFile} /> },
        records: { loading: recordsLoading, render: () => <AttendanceRecords download={downloadFile} /> },
      }}
    />
  );
}
