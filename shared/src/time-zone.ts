/**
 * Offsets and daylight-saving transitions of a named time zone, from the ICU
 * data that Node carries, so the feed's VTIMEZONE is right for any zone the
 * catalogue names rather than hand-written for one.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Minutes to add to UTC to get the zone's wall-clock time at that instant. */
export function offsetMinutes(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The instant at which the zone's clocks show `date` (YYYY-MM-DD) `time` (HH:MM[:SS]). */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss = 0] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm, ss);
  const first = wall - offsetMinutes(wall, timeZone) * 60_000;
  // A second pass settles the answer when the first guess fell on the other side of a transition.
  return wall - offsetMinutes(first, timeZone) * 60_000;
}

export interface Transition {
  /** The instant the offset changes. */
  at: number;
  from: number;
  to: number;
}

/** Every offset change between two instants, found day by day and narrowed to the minute. */
export function transitionsBetween(start: number, end: number, timeZone: string): Transition[] {
  const day = 24 * 3600_000;
  const found: Transition[] = [];
  for (let t = start; t < end; t += day) {
    const before = offsetMinutes(t, timeZone);
    const after = offsetMinutes(t + day, timeZone);
    if (before === after) continue;
    let low = t;
    let high = t + day;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetMinutes(middle, timeZone) === before) low = middle;
      else high = middle;
    }
    found.push({ at: high, from: before, to: after });
  }
  return found;
}

/** The day (YYYY-MM-DD) and the minutes since midnight that the zone's clocks show at an instant. */
export function wallClock(instant: Date, timeZone: string): { day: string; minutes: number } {
  const wall = new Date(instant.getTime() + offsetMinutes(instant.getTime(), timeZone) * 60_000);
  return { day: wall.toISOString().slice(0, 10), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}
