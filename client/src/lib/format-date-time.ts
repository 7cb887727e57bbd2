const formats = new Map<string | undefined, Intl.DateTimeFormat>();

/**
 * "2026-03-01T14:05:00.000Z" → "Mar 1, 2026, 8:05 AM" in the reader's time zone, or in `timeZone` when the time is
 * read beside the co-op's own clock; what it cannot read, as given.
 */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
    formats.set(timeZone, format);
  }
  return format.format(date);
}
