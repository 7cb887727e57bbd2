import { attendanceStatusLabels, attendanceTexts, clockText } from '@coop/contract';
import { csvText } from '../forms';
import type { AttendanceRecordView, AttendanceRosterView } from './attendance.types';

/**
 * Excel reads a file without a byte-order mark in the machine's legacy code page, which garbles accented names;
 * the mark makes it read UTF-8, and other spreadsheets skip it.
 */
const byteOrderMark = '\uFEFF';

const markText = (status: keyof typeof attendanceStatusLabels | null) =>
  status ? attendanceStatusLabels[status] : attendanceTexts.notMarked;

/** A day's attendance: a row per child per class meeting, in the order of the office's Daily view. */
export function attendanceDayCsv(day: { date: string; rosters: readonly AttendanceRosterView[] }): string {
  const rows = day.rosters.flatMap((roster) =>
    roster.lines.map((line) => [
      day.date,
      clockText(roster.meeting.start),
      roster.title,
      line.studentName,
      roster.meeting.cancelled ? attendanceTexts.cancelled : markText(line.status),
      line.reportedAbsent ? 'Yes' : '',
      line.reportNote,
      line.markedByName ?? '',
    ]),
  );
  return (
    byteOrderMark +
    csvText([['Date', 'Time', 'Class', 'Student', 'Mark', 'Reported absent', 'Note', 'Marked by'], ...rows])
  );
}

/** A child's record: a row per mark by date and class, then the totals. */
export function attendanceRecordCsv(record: AttendanceRecordView): string {
  return (
    byteOrderMark +
    csvText([
      ['Date', 'Class', 'Mark', 'Marked by'],
      ...record.lines.map((line) => [line.date, line.title, markText(line.status), line.markedByName]),
      [],
      ...(['present', 'absent', 'late'] as const).map((status) => [
        `Total ${attendanceStatusLabels[status].toLowerCase()}`,
        '',
        record[status],
        '',
      ]),
    ])
  );
}
