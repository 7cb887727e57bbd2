import type { CatalogClass, SchoolYear } from './catalog';
import { changedMeeting, classMeetingDates, type ClassMeeting } from './schedule-changes';
import type { ScheduleChange } from './site-content';

// Apart from schedule-changes.ts because only the calendar draws meetings over a range: the class pages read the
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
