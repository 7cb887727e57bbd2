import {
  addDays,
  classTitle,
  clockText,
  minutesOf,
  timeSpan,
  isClassDay,
  weekdayOf,
  type CatalogClass,
  type SchoolYear,
} from '@coop/contract';

/** What FullCalendar needs to draw one class meeting or one break. */
export type ScheduleEvent = {
  id: string;
  title: string;
  /** Floating wall-clock date-times ("2026-09-01T08:00:00"), or a date for an all-day break. */
  start: string;
  end: string;
  allDay?: boolean;
  /** `description`: what a screen reader hears for the event, its whole title, day, time and place. */
  extendedProps: { location?: string; description: string };
};

// Dates are YYYY-MM-DD strings computed on the date alone (the shared catalogue dates, which the
// server's calendar feeds use too), so a class's day never shifts with the viewer's time zone or daylight saving.

/** The viewer's calendar date of a Date (FullCalendar hands over local midnights). */
export function localIsoDate(value: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** "Tuesday, September 15", from the date alone. */
export function dayText(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
}

/**
 * Every class meeting from `from` up to (not including) `to`: each class on
 * its weekdays, inside the school year, never in a break. Breaks themselves
 * come as all-day events, so a quiet day says why.
 */
export function scheduleEventsBetween(
  classes: readonly CatalogClass[],
  year: SchoolYear,
  from: string,
  to: string,
): ScheduleEvent[] {
  const events: ScheduleEvent[] = [];
  const first = from > year.start ? from : year.start;
  for (let date = first; date < to && date <= year.end; date = addDays(date, 1)) {
    if (!isClassDay(date, year)) continue;
    const day = weekdayOf(date);
    for (const item of classes) {
      if (!item.weekdays.includes(day)) continue;
      events.push({
        id: `${item.key}-${date}`,
        title: classTitle(item),
        start: `${date}T${item.start}:00`,
        end: `${date}T${item.end}:00`,
        extendedProps: {
          location: item.location,
          description: `${classTitle(item)}, ${dayText(date)}, ${clockText(item.start)} to ${clockText(item.end)}, ${item.location}`,
        },
      });
    }
  }
  for (const pause of year.breaks) {
    // All-day ends are exclusive: the day after the break's last day.
    const end = addDays(pause.end, 1);
    if (pause.start >= to || end <= from) continue;
    const title = `No classes: ${pause.name}`;
    const days = pause.start === pause.end ? dayText(pause.start) : `${dayText(pause.start)} to ${dayText(pause.end)}`;
    events.push({
      id: `break-${pause.start}`,
      title,
      start: pause.start,
      end,
      allDay: true,
      extendedProps: { description: `${title}, ${days}` },
    });
  }
  return events;
}

/** The day the calendar opens on: today, or the first day of school while it has not begun. */
export function initialScheduleDate(today: string, year: SchoolYear): string {
  return today < year.start ? year.start : today;
}

/**
 * The time grid's hours: from 08:00, in 30-minute slots, to 16:30 at the least and never before the latest
 * class ends (rounded up to a whole slot), so no class runs below the grid.
 */
export const scheduleGrid = { start: '08:00', shortestEnd: '16:30', slotMinutes: 30 } as const;

/** Where the time grid ends for these classes, as FullCalendar's "HH:MM:SS". */
export function scheduleGridEnd(classes: readonly CatalogClass[]): string {
  const latest = Math.max(minutesOf(scheduleGrid.shortestEnd), minutesOf(timeSpan(classes).end));
  const end = Math.ceil(latest / scheduleGrid.slotMinutes) * scheduleGrid.slotMinutes;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(end / 60))}:${pad(end % 60)}:00`;
}
