import type { AttendanceStatusName, ScheduleChange } from '@coop/contract';
import type { EnrollmentOfficeService } from '../enrollment-office';

// The shapes the attendance service answers with; the GraphQL types mirror them.

/** What attendance reads of the enrollment office: rosters and classes as the teachers' screens read them. */
export type AttendanceOffice = Pick<
  EnrollmentOfficeService,
  'classRoster' | 'exportRoster' | 'rosterSearch' | 'myClasses' | 'myFamily' | 'enrollmentClasses'
>;

export type ScheduleChangesSource = () => { changes: readonly ScheduleChange[] };

export interface MeetingView {
  date: string;
  start: string;
  end: string;
  location: string;
  cancelled: boolean;
}

export interface AttendanceClassView {
  classKey: string;
  title: string;
  /** The school year's meetings of the class, cancelled ones marked. */
  meetings: MeetingView[];
}

/** The classes a member takes attendance for, and the meeting the screen opens on. */
export interface AttendanceChoicesView {
  classes: AttendanceClassView[];
  openClassKey: string | null;
  openDate: string | null;
}

export interface RosterLineView {
  placementId: string;
  studentName: string;
  status: AttendanceStatusName | null;
  markedByName: string | null;
  markedAt: Date | null;
  reportedAbsent: boolean;
  /** The guardian's note with the report; blank without one. */
  reportNote: string;
}

export interface AttendanceRosterView {
  classKey: string;
  title: string;
  meeting: MeetingView;
  lines: RosterLineView[];
}

export interface AttendancePostAnswer {
  /** True when the post had arrived before: nothing was changed. */
  replayed: boolean;
  roster: AttendanceRosterView;
}

export interface AbsenceClassView {
  classKey: string;
  title: string;
  start: string;
}

export interface AbsenceDayView {
  date: string;
  classes: AbsenceClassView[];
}

/** A guardian's child with the coming days it has class. */
export interface AbsenceChildView {
  studentId: string;
  studentName: string;
  days: AbsenceDayView[];
}

export interface AbsenceReportView {
  id: string;
  studentId: string;
  studentName: string;
  date: string;
  /** The classes named; empty for every class that day. */
  classes: AbsenceClassView[];
  note: string;
  reportedAt: Date;
}

export interface DayMeetingView {
  classKey: string;
  title: string;
  meeting: MeetingView;
  onRoster: number;
  present: number;
  absent: number;
  late: number;
  notMarked: number;
  reportedAbsent: number;
}

export interface AttendanceDayView {
  date: string;
  meetings: DayMeetingView[];
}

export interface AttendanceStudentView {
  studentId: string;
  studentName: string;
  classes: string[];
}

export interface RecordLineView {
  date: string;
  classKey: string;
  title: string;
  status: AttendanceStatusName;
  markedByName: string;
  markedAt: Date;
}

export interface AttendanceRecordView {
  studentId: string;
  studentName: string;
  lines: RecordLineView[];
  present: number;
  absent: number;
  late: number;
}

/** The class meetings whose attendance is due and not taken, for "Needs your attention". */
export interface AttendanceDueView {
  /** The day counted (today once its classes began, else the last co-op day); null before any class met. */
  day: string | null;
  /** How many meetings of the caller's classes were looked at. */
  checked: number;
  notTaken: { classKey: string; title: string; date: string }[];
}
