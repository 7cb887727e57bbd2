/**
 * Calendar dates as `YYYY-MM-DD` strings: the catalogue's days are local to the
 * co-op, so they are computed without any time zone (UTC arithmetic on the
 * date alone).
 */
export const weekdays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof weekdays)[number];

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function toUtc(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

export function addDays(date: string, days: number): string {
  const next = toUtc(date);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

export function weekdayOf(date: string): Weekday {
  return weekdays[toUtc(date).getUTCDay()];
}

/** Every date from `first` to `last`, both included. */
export function* datesBetween(first: string, last: string): Generator<string> {
  for (let date = first; date <= last; date = addDays(date, 1)) yield date;
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2027-03-01" → "March 1, 2027", from the date alone. */
export function longDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${monthNames[month - 1]} ${day}, ${year}`;
}
