const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "2026-03-01T14:05:00.000Z" → "Mar 1, 2026, 8:05 AM" in the reader's time zone; what it cannot read, as given. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
