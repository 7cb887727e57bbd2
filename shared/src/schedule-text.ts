import { weekdays } from './catalog-dates';

/**
 * How the site's words describe the catalogue's times, written from the catalogue itself so that a
 * sentence and the schedule cannot disagree. The client's schedule and the content checks use the same
 * wording.
 */
type Timed = { weekdays: readonly string[]; start: string; end: string };

/** Each day's whole name, for sentences and the editors' day choices. */
export const weekdayNames: Record<string, string> = {
  sun: 'Sunday',
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
};

/** A morning ends by noon; an afternoon starts at noon or later. */
export const noon = '12:00';

export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** "Tuesday, September 15", from the date (YYYY-MM-DD) alone, so no time zone can shift it to the day before. */
export function dayText(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
}

/** "08:00" → "8:00 AM", "12:30" → "12:30 PM". */
export function clockText(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

const dayAbbreviations: Record<string, string> = {
  sun: 'Sun',
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
};

/** One class's days and hours as its row in a schedule says them: "Tue & Thu 9:00–10:00 AM", "Fri 9:00 AM–12:30 PM". */
export function meetingText(item: Timed): string {
  const [from, to] = [clockText(item.start), clockText(item.end)];
  const [fromTime, fromMeridiem] = from.split(' ');
  const times = fromMeridiem === to.split(' ')[1] ? `${fromTime}–${to}` : `${from}–${to}`;
  return `${item.weekdays.map((day) => dayAbbreviations[day]).join(' & ')} ${times}`;
}

/** "a", "a and b", "a, b and c". */
export function listText(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The days the classes meet, in week order: "Tuesday and Thursday". */
export function daysText(classes: readonly Timed[]): string {
  const used = new Set(classes.flatMap((item) => item.weekdays));
  return listText(weekdays.filter((day) => used.has(day)).map((day) => weekdayNames[day]));
}

/** The earliest start and the latest end of the classes, as "HH:MM". */
export function timeSpan(classes: readonly Timed[]): { start: string; end: string } {
  const starts = classes.map((item) => item.start).sort();
  const ends = classes.map((item) => item.end).sort();
  return { start: starts[0], end: ends[ends.length - 1] };
}

/**
 * When the classes meet: "Tuesday and Thursday mornings" when every one ends by noon, "Wednesday afternoons"
 * when every one starts at noon or later; a block that starts in the morning and runs past noon says so with
 * its hours ("Tuesday and Thursday mornings, between 10:00 AM and 12:30 PM"), and anything else gives just
 * the hours.
 */
export function whenText(classes: readonly Timed[]): string {
  const days = daysText(classes);
  const span = timeSpan(classes);
  const hours = `between ${clockText(span.start)} and ${clockText(span.end)}`;
  if (span.end <= noon) return `${days} mornings`;
  if (span.start >= noon) return `${days} afternoons`;
  if (classes.every((item) => item.start < noon)) return `${days} mornings, ${hours}`;
  return `${days}, ${hours}`;
}

/** The school year's breaks by name, in calendar order: "Labor Day, Fall Break … and Spring Break". */
export function breaksText(breaks: readonly { name: string; start: string }[]): string {
  return listText([...breaks].sort((a, b) => a.start.localeCompare(b.start)).map((pause) => pause.name));
}
