import type { CatalogClass, SchoolYear } from './catalog';
import { addDays } from './catalog-dates';
import { changedMeeting, classMeetingDates, type ClassMeeting } from './schedule-changes';
import { minutesOf } from './schedule-text';
import type { ScheduleChange } from './site-content';

// Apart from schedule-changes.ts because only the calendar and the server draw meetings over a range: the class pages read the
// changes too, and a module is the unit a page's script is cut by, so they do not carry this.

/**
 * The class's meetings that happen from `from` up to (not including) `to`, each with its change applied: those
 * whose regular date falls in the range and that stay in it, and those moved into it from another day.
 * Cancelled meetings stay in the list, marked, so families see that they are off.
 */
export function classMeetings(
  item: CatalogClass,
  year: SchoolYear,
  changes: readonly ScheduleChange[],
  from: string,
  to: string,
): ClassMeeting[] {
  const inRange = (date: string) => date >= from && date < to;
  const own = changes.filter((change) => change.class_key === item.key);
  const byDate = new Map(own.map((change) => [change.date, change]));
  const movedIn = own.filter((change) => !inRange(change.date) && inRange(change.new_date ?? change.date));
  return [
    ...classMeetingDates(item, year, from, to)
      .map((date) => changedMeeting(item, byDate.get(date), date))
      .filter((meeting) => inRange(meeting.date)),
    ...movedIn.map((change) => changedMeeting(item, change)),
  ];
}

/**
 * The class's next meeting that is not cancelled and has not begun at `now` (the co-op's own day and minutes since
 * midnight), one-off changes applied; undefined when none is left in the school year.
 */
export function nextClassMeeting(
  item: CatalogClass,
  year: SchoolYear,
  changes: readonly ScheduleChange[],
  now: { day: string; minutes: number },
): ClassMeeting | undefined {
  const notBegun = (meeting: ClassMeeting) =>
    meeting.date > now.day || (meeting.date === now.day && minutesOf(meeting.start) > now.minutes);
  return classMeetings(item, year, changes, now.day, addDays(year.end, 1))
    .filter((meeting) => meeting.status !== 'cancelled' && notBegun(meeting))
    .sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start))[0];
}
