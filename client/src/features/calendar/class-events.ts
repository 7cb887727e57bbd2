import {
  addDays,
  classMeetings,
  classPagesOf,
  classTitle,
  clockText,
  minutesOf,
  timeSpan,
  type CatalogClass,
  type ClassMeeting,
  type ScheduleChange,
  type SchoolYear,
} from '@coop/contract';
import { dayText } from '../../lib/format-date';

/** What FullCalendar needs to draw one class meeting or one break. */
export type ScheduleEvent = {
  id: string;
  title: string;
  /** Floating wall-clock date-times ("2026-09-01T08:00:00"), or a date for an all-day break. */
  start: string;
  end: string;
  allDay?: boolean;
  /** Set on a changed meeting: `class-event-cancelled`, `class-event-moved` or `class-event-room`. */
  classNames?: string[];
  /**
   * `description`: what a screen reader hears for the event, its whole title, day, time and place. `rank`: a
   * meeting's place among its day's events in the grids, changed ones first (`changeRanks`).
   */
  extendedProps: { location?: string; description: string; rank?: number };
};

// Dates are YYYY-MM-DD strings computed on the date alone (the shared catalogue dates, which the
// server's calendar feeds use too), so a class's day never shifts with the viewer's time zone or daylight saving.

/** The viewer's calendar date of a Date (FullCalendar hands over local midnights). */
export function localIsoDate(value: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** How a changed meeting is marked in its title, so families see it at a glance (a cancelled one stays shown). */
const marks: Record<ClassMeeting['status'], string> = {
  regular: '',
  cancelled: 'Cancelled: ',
  moved: 'Moved: ',
  room: 'New room: ',
};

function meetingEvent(item: CatalogClass, meeting: ClassMeeting): ScheduleEvent {
  const title = `${marks[meeting.status]}${classTitle(item)}`;
  const when = `${dayText(meeting.date)}, ${clockText(meeting.start)} to ${clockText(meeting.end)}`;
  const moved = meeting.status === 'moved' ? `, instead of ${dayText(meeting.regularDate)}` : '';
  const note = meeting.note ? `. ${meeting.note}` : '';
  return {
    id: `${item.key}-${meeting.regularDate}`,
    title,
    start: `${meeting.date}T${meeting.start}:00`,
    end: `${meeting.date}T${meeting.end}:00`,
    ...(meeting.status === 'regular' ? {} : { classNames: [`class-event-${meeting.status}`] }),
    extendedProps: {
      location: meeting.location,
      description: `${title}, ${when}${moved}, ${meeting.location}${note}`,
      rank: changeRanks[meeting.status],
    },
  };
}

/**
 * The classes the calendar shows: every class, or those of one class page (`grade3`, `grade9-12`,
 * `spanish-bites`), chosen by the same rule that puts a class on its page.
 */
export function classesShown(classes: readonly CatalogClass[], page: string | null): readonly CatalogClass[] {
  return page ? classes.filter((item) => classPagesOf(item).includes(page)) : classes;
}

/**
 * The grids place a day's events by this rank, then in FullCalendar's own order (`gridEventOrder`): changed
 * meetings first, cancelled ones before the others, so they take the first rows and stacks and are the last to go
 * behind "+N more". From 1: FullCalendar takes two falsy values for equal, and a break (no rank) comes after them.
 */
const changeRanks: Record<ClassMeeting['status'], number> = { cancelled: 1, moved: 2, room: 2, regular: 3 };
export const gridEventOrder = 'rank,start,-duration,allDay,title';

/**
 * The most changed meetings of these classes on any one day: the grids keep that many places a day (and stack),
 * so with `gridEventOrder` no cancelled, moved or re-roomed meeting is ever hidden behind "+N more".
 */
export function mostChangesInADay(classes: readonly CatalogClass[], changes: readonly ScheduleChange[]): number {
  const keys = new Set(classes.map((item) => item.key));
  const perDay = new Map<string, number>();
  for (const change of changes) {
    if (!keys.has(change.class_key)) continue;
    const day = change.kind === 'moved' ? (change.new_date ?? change.date) : change.date;
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  return Math.max(0, ...perDay.values());
}

/**
 * Every class meeting from `from` up to (not including) `to`: each class on
 * its weekdays, inside the school year, never in a break, with its one-off
 * changes applied. Breaks themselves come as all-day events, so a quiet day
 * says why.
 */
export function scheduleEventsBetween(
  classes: readonly CatalogClass[],
  year: SchoolYear,
  from: string,
  to: string,
  changes: readonly ScheduleChange[] = [],
): ScheduleEvent[] {
  const events = classes
    .flatMap((item, order) => classMeetings(item, year, changes, from, to).map((meeting) => ({ order, meeting, item })))
    .sort((a, b) => a.meeting.date.localeCompare(b.meeting.date) || a.order - b.order)
    .map(({ item, meeting }) => meetingEvent(item, meeting));
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
