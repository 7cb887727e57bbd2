const longUsDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * "2026-11-22" → "November 22, 2026". The date is read and printed in UTC, so
 * a visitor west of Greenwich does not see the day before.
 */
export function formatLongDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Not a YYYY-MM-DD date: "${isoDate}"`);
  const [, year, month, day] = match;
  return longUsDate.format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))));
}

// "Tuesday, September 15": the server writes days in its sentences the same way.
export { dayText } from '@coop/contract';
