import type { CatalogClass } from './catalog';
import { weekdays } from './catalog-dates';
import { classTitle } from './class-title';
import { meetingText } from './schedule-text';

/**
 * The enrollment checkbox's label, written from the class's own fields: "Saxon Math (Grade 4) · Tue & Thu
 * 11:30 AM–12:30 PM · Prerequisite: Saxon Math 3 or equivalent · Catalyst". The schedule editor writes it anew
 * whenever a class's days, times, prerequisites or place change, so the label never tells an old time.
 */
export function classLabel(
  item: Pick<CatalogClass, 'subject' | 'grades' | 'ages' | 'weekdays' | 'start' | 'end' | 'prerequisites' | 'location'>,
): string {
  return [
    classTitle(item),
    meetingText({ ...item, weekdays: weekdays.filter((day) => item.weekdays.includes(day)) }),
    ...(item.prerequisites ? [`Prerequisite: ${item.prerequisites}`] : []),
    item.location,
  ].join(' · ');
}
