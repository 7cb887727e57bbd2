import type { CatalogClass } from './catalog';
import { weekdays } from './catalog-dates';
import { classTitle } from './class-title';
import { clockText } from './schedule-text';

const shortDays: Record<string, string> = {
  sun: 'Sun',
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
};

/** "8:00–9:00 AM" within a half of the day, "11:30 AM–12:30 PM" across noon. */
function timeRange(start: string, end: string): string {
  const [from, to] = [clockText(start), clockText(end)];
  const sameHalf = from.slice(-2) === to.slice(-2);
  return sameHalf ? `${from.slice(0, -3)}–${to}` : `${from}–${to}`;
}

/**
 * The enrollment checkbox's label, written from the class's own fields: "Saxon Math (Grade 4) · Tue & Thu
 * 11:30 AM–12:30 PM · Prerequisite: Saxon Math 3 or equivalent · Catalyst". The schedule editor writes it anew
 * whenever a class's days, times, prerequisites or place change, so the label never tells an old time.
 */
export function classLabel(
  item: Pick<CatalogClass, 'subject' | 'grades' | 'ages' | 'weekdays' | 'start' | 'end' | 'prerequisites' | 'location'>,
): string {
  const days = weekdays
    .filter((day) => item.weekdays.includes(day))
    .map((day) => shortDays[day])
    .join(' & ');
  return [
    classTitle(item),
    `${days} ${timeRange(item.start, item.end)}`,
    ...(item.prerequisites ? [`Prerequisite: ${item.prerequisites}`] : []),
    item.location,
  ].join(' · ');
}
