import type { CatalogClass, SchoolYear } from './catalog';
import { addDays } from './catalog-dates';
import { classMeetings } from './class-meetings';
import type { ClassMeeting } from './schedule-changes';
import { dayText, minutesOf } from './schedule-text';
import type { ScheduleChange } from './site-content';

// Attendance: a teacher's marks for each class meeting, a parent's absence reported ahead, and the office's day and
// records. The server's rules and the screens read the names, limits and texts from here.

/** What a child is marked at a class meeting, in the order the roster offers them. */
export const attendanceStatuses = ['present', 'absent', 'late'] as const;
export type AttendanceStatusName = (typeof attendanceStatuses)[number];

export const attendanceStatusLabels: Record<AttendanceStatusName, string> = {
  present: 'Present',
  absent: 'Absent',
  late: 'Late',
};

export function isAttendanceStatus(value: unknown): value is AttendanceStatusName {
  return typeof value === 'string' && (attendanceStatuses as readonly string[]).includes(value);
}

/** The office's spreadsheets: one day's marks (`?date=`), one child's record (`?studentId=`). */
export const attendanceDayCsvPath = '/api/attendance-day.csv';
export const attendanceRecordCsvPath = '/api/attendance-record.csv';

export const attendanceLimits = {
  /** The id a phone chooses for a post (a UUID is 36 characters). */
  postIdLength: 64,
  noteLength: 500,
  /** How far ahead a parent may report an absence, and the coming meetings the form offers. */
  reportDaysAhead: 120,
} as const;

export const attendanceMessages = {
  postIdRequired: 'Each post of attendance needs an id chosen by the device that sends it.',
  classUnknown: 'There is no such class.',
  noMeeting: (title: string, date: string) => `${title} does not meet on ${dayText(date)}.`,
  cancelled: (title: string, date: string) =>
    `${title} does not meet on ${dayText(date)}: that meeting is cancelled, so no attendance is taken.`,
  notBegun: 'Attendance is taken from the day of the meeting on.',
  statusInvalid: 'Mark each child present, absent or late.',
  notOnRoster: 'A child marked is not on this class’s roster.',
  marksRequired: 'Mark at least one child.',
  childUnknown: 'Choose one of your household’s children.',
  reportDateInvalid: 'Choose a coming day on which the child has class.',
  reportClassInvalid: 'Choose among the classes the child has that day.',
  reportNotFound: 'That absence report was not found.',
  noteTooLong: `The note can be at most ${attendanceLimits.noteLength} characters.`,
  studentNotFound: 'No child with that record was found.',
} as const;

/** The words of the screens, where the client and the tests read the same sentence. */
export const attendanceTexts = {
  queued: 'Saved on this phone; it will be sent when you are back online.',
  sent: 'Sent.',
  reportedAbsent: 'Reported absent',
  notMarked: 'Not marked',
  reported: 'Absence reported.',
  withdrawn: 'Absence report withdrawn.',
  allClasses: 'All classes that day',
  cancelled: 'Cancelled',
} as const;

/** The class's meeting on this date, one-off changes applied (a cancelled one marked so); undefined when none. */
export function meetingOn(
  item: CatalogClass,
  year: SchoolYear,
  changes: readonly ScheduleChange[],
  date: string,
): ClassMeeting | undefined {
  return classMeetings(item, year, changes, date, addDays(date, 1))[0];
}

/** The meetings that happen (not cancelled) of these classes on this date, by start time then class. */
export function meetingsOn(
  classes: readonly CatalogClass[],
  year: SchoolYear,
  changes: readonly ScheduleChange[],
  date: string,
): ClassMeeting[] {
  return classes
    .flatMap((item) => meetingOn(item, year, changes, date) ?? [])
    .filter((meeting) => meeting.status !== 'cancelled')
    .sort((a, b) => a.start.localeCompare(b.start) || a.classKey.localeCompare(b.classKey));
}

/** A moment on the co-op's clock: its day and the minutes since that day's midnight. */
export interface CoopMoment {
  day: string;
  minutes: number;
}

export const hasBegun = (meeting: ClassMeeting, now: CoopMoment) =>
  meeting.date < now.day || (meeting.date === now.day && minutesOf(meeting.start) <= now.minutes);

/**
 * The last day before `day` on which any of these classes met (a co-op day), searched back through the school year
 * only; undefined before the first.
 */
export function lastCoopDay(
  classes: readonly CatalogClass[],
  year: SchoolYear,
  changes: readonly ScheduleChange[],
  day: string,
): string | undefined {
  for (let date = addDays(day, -1); date >= year.start; date = addDays(date, -1)) {
    if (meetingsOn(classes, year, changes, date).length > 0) return date;
  }
  return undefined;
}

/**
 * The meeting Take attendance opens on: the latest of today's that has begun, else today's first, else the next
 * one to come, else the last one there was.
 */
export function defaultMeeting(meetings: readonly ClassMeeting[], now: CoopMoment): ClassMeeting | undefined {
  const sorted = [...meetings]
    .filter((meeting) => meeting.status !== 'cancelled')
    .sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start));
  const today = sorted.filter((meeting) => meeting.date === now.day);
  const begun = today.filter((meeting) => hasBegun(meeting, now));
  return (
    begun[begun.length - 1] ?? today[0] ?? sorted.find((meeting) => meeting.date > now.day) ?? sorted[sorted.length - 1]
  );
}
