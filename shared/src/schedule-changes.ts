import { addDays, isIsoDate, weekdayOf } from './catalog-dates';
import type { CatalogClass, SchoolBreak, SchoolYear } from './catalog';
import type { ContentJsonKey, ScheduleChange, ScheduleChangeKind } from './site-content';

/**
 * schedule-changes.json: one-off changes to single class meetings. The pages and the calendar feeds apply the
 * changes with the functions below, so a cancelled meeting is cancelled everywhere at once; the document is
 * checked by schedule-changes-parser.ts, kept apart so the pages do not carry the checks.
 */
export const scheduleChangesFileName = 'schedule-changes.json' satisfies ContentJsonKey;

export function breakOn(date: string, year: SchoolYear): SchoolBreak | undefined {
  return year.breaks.find((pause) => date >= pause.start && date <= pause.end);
}

/** A day of the school year that is not in a break. */
export function isClassDay(date: string, year: SchoolYear): boolean {
  return date >= year.start && date <= year.end && !breakOn(date, year);
}

/** Whether the class regularly meets on this date: one of its weekdays, a class day of the school year. */
export function classMeetsOn(item: CatalogClass, year: SchoolYear, date: string): boolean {
  return isIsoDate(date) && item.weekdays.includes(weekdayOf(date)) && isClassDay(date, year);
}

/** The dates the class regularly meets on from `from` up to (not including) `to`. */
export function classMeetingDates(item: CatalogClass, year: SchoolYear, from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from > year.start ? from : year.start; date < to && date <= year.end; date = addDays(date, 1)) {
    if (classMeetsOn(item, year, date)) dates.push(date);
  }
  return dates;
}

/** The id a new change gets: one change per meeting, so the class and date name it. */
export function scheduleChangeId(classKey: string, date: string): string {
  return `${classKey}-${date}`;
}

/** One meeting of a class as it happens: when, where, and what changed it. */
export interface ClassMeeting {
  classKey: string;
  /** The date it regularly meets on, naming the meeting (an iCalendar RECURRENCE-ID). */
  regularDate: string;
  date: string;
  start: string;
  end: string;
  location: string;
  status: 'regular' | ScheduleChangeKind;
  note?: string;
}

/** The meeting a change leaves: a cancelled one keeps its date and times, only its status says it is off. */
export function changedMeeting(item: CatalogClass, change: ScheduleChange | undefined, date?: string): ClassMeeting {
  const regularDate = change?.date ?? date ?? '';
  const meeting: ClassMeeting = {
    classKey: item.key,
    regularDate,
    date: change?.new_date ?? regularDate,
    start: change?.start ?? item.start,
    end: change?.end ?? item.end,
    location: change?.location ?? item.location,
    status: change?.kind ?? 'regular',
  };
  if (change?.note) meeting.note = change.note;
  return meeting;
}

/** The changes of these classes still to come on or after `today` (by either date), soonest first. */
export function upcomingChanges(
  changes: readonly ScheduleChange[],
  classKeys: readonly string[],
  today: string,
): ScheduleChange[] {
  return changes
    .filter((change) => classKeys.includes(change.class_key))
    .filter((change) => change.date >= today || (change.new_date ?? '') >= today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.class_key.localeCompare(b.class_key));
}
