import { addDays, changedMeeting, datesBetween, weekdayOf, classTitle } from '@coop/contract';
import type { Catalog, CatalogClass, ScheduleChange, Weekday } from '@coop/contract';
import { contentLines, escapeText, localDateTime, utcDateTime, utcOffset, wallClock } from './ical-text';
import { offsetMinutes, transitionsBetween, zonedTimeToUtc } from '../catalog';

export interface FeedOptions {
  /** The product's name, shown as the calendar's name by calendar apps. */
  siteName: string;
  /** Shown after the site name: "Elementary classes", "All classes". */
  title: string;
  /** The host in every UID, so that events stay unique across calendars. */
  uidDomain: string;
  /** DTSTAMP: when this version of the schedule was written. */
  stamp: Date;
}

const byDay: Record<Weekday, string> = { sun: 'SU', mon: 'MO', tue: 'TU', wed: 'WE', thu: 'TH', fri: 'FR', sat: 'SA' };

function zoneName(instant: number, timeZone: string): string | undefined {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(instant))
    .find((p) => p.type === 'timeZoneName')?.value;
  // ICU answers "GMT-5" where a zone has no abbreviation; TZNAME is optional, so leave it out then.
  return part && !part.startsWith('GMT') ? part : undefined;
}

function observance(
  kind: 'STANDARD' | 'DAYLIGHT',
  start: string,
  from: number,
  to: number,
  name: string | undefined,
): string[] {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${start}`,
    `TZOFFSETFROM:${utcOffset(from)}`,
    `TZOFFSETTO:${utcOffset(to)}`,
    ...(name ? [`TZNAME:${name}`] : []),
    `END:${kind}`,
  ];
}

/**
 * The zone's observances from 1 January of the school year's first calendar
 * year to the end of its last, each transition written out (no RRULE), so
 * that a calendar app needs no zone database of its own.
 */
export function vtimezone(timeZone: string, firstDate: string, lastDate: string): string[] {
  const windowStart = zonedTimeToUtc(`${firstDate.slice(0, 4)}-01-01`, '00:00', timeZone);
  const windowEnd = zonedTimeToUtc(`${Number(lastDate.slice(0, 4)) + 1}-01-01`, '00:00', timeZone);
  const transitions = transitionsBetween(windowStart, windowEnd, timeZone);
  const initial = offsetMinutes(windowStart, timeZone);
  const initialIsDaylight = transitions.length > 0 && transitions[0].from > transitions[0].to;
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...observance(
      initialIsDaylight ? 'DAYLIGHT' : 'STANDARD',
      wallClock(windowStart, initial),
      initial,
      initial,
      zoneName(windowStart, timeZone),
    ),
  ];
  for (const change of transitions) {
    const kind = change.to > change.from ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      ...observance(kind, wallClock(change.at, change.from), change.from, change.to, zoneName(change.at, timeZone)),
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

function firstClassDate(item: CatalogClass, catalog: Catalog): string | undefined {
  const { start, end } = catalog.schoolYear;
  for (let date = start, i = 0; date <= end && i < 7; date = addDays(date, 1), i++) {
    if (item.weekdays.includes(weekdayOf(date))) return date;
  }
  return undefined;
}

/** The class's days that fall in a break: they become EXDATEs of its weekly rule. */
export function cancelledDates(item: CatalogClass, catalog: Catalog, from: string): string[] {
  const dates = new Set<string>();
  for (const pause of catalog.schoolYear.breaks) {
    const first = pause.start < from ? from : pause.start;
    const last = pause.end > catalog.schoolYear.end ? catalog.schoolYear.end : pause.end;
    for (const date of datesBetween(first, last)) {
      if (item.weekdays.includes(weekdayOf(date))) dates.add(date);
    }
  }
  return [...dates].sort();
}

/** The enrollment form's label already names the days, time, prerequisites and place. */
function describe(item: CatalogClass, groupTitle: string): string {
  return `${item.label}\nGroup: ${groupTitle}`;
}

/**
 * A moved meeting, or one in another room, as an override of its one occurrence: same UID, RECURRENCE-ID at the
 * time it was due, so a calendar app replaces that occurrence rather than adding an event.
 */
function override(item: CatalogClass, change: ScheduleChange, catalog: Catalog, uid: string, stamp: string): string[] {
  const zone = catalog.timeZone;
  const meeting = changedMeeting(item, change);
  const what = change.kind === 'moved' ? 'Moved' : 'Another room';
  const description = [`${what} for this meeting.`, ...(change.note ? [change.note] : []), item.label].join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${stamp}`,
    `RECURRENCE-ID;TZID=${zone}:${localDateTime(change.date, item.start)}`,
    `DTSTART;TZID=${zone}:${localDateTime(meeting.date, meeting.start)}`,
    `DTEND;TZID=${zone}:${localDateTime(meeting.date, meeting.end)}`,
    `SUMMARY:${escapeText(`${classTitle(item)} (${what.toLowerCase()})`)}`,
    `LOCATION:${escapeText(meeting.location)}`,
    `DESCRIPTION:${escapeText(description)}`,
    'END:VEVENT',
  ];
}

function vevent(
  item: CatalogClass,
  catalog: Catalog,
  changes: readonly ScheduleChange[],
  options: FeedOptions,
  stamp: string,
): string[] {
  const first = firstClassDate(item, catalog);
  if (!first) return [];
  const zone = catalog.timeZone;
  const until = utcDateTime(zonedTimeToUtc(catalog.schoolYear.end, '23:59:59', zone));
  const days = [...item.weekdays].sort((a, b) => Object.keys(byDay).indexOf(a) - Object.keys(byDay).indexOf(b));
  const own = changes.filter((change) => change.class_key === item.key);
  const cancelled = [
    ...cancelledDates(item, catalog, first),
    ...own.filter((change) => change.kind === 'cancelled').map((change) => change.date),
  ].sort();
  const groupTitle = catalog.groups.find((group) => group.key === item.group)?.title ?? item.group;
  // The UID stays the same whatever changes, so a subscribed calendar updates the class in place.
  const uid = `${item.key}.${catalog.schoolYear.start}@${options.uidDomain}`;
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${zone}:${localDateTime(first, item.start)}`,
    `DTEND;TZID=${zone}:${localDateTime(first, item.end)}`,
    `RRULE:FREQ=WEEKLY;WKST=SU;BYDAY=${days.map((day) => byDay[day]).join(',')};UNTIL=${until}`,
    ...(cancelled.length > 0
      ? [`EXDATE;TZID=${zone}:${cancelled.map((date) => localDateTime(date, item.start)).join(',')}`]
      : []),
    `SUMMARY:${escapeText(classTitle(item))}`,
    `LOCATION:${escapeText(item.location)}`,
    `DESCRIPTION:${escapeText(describe(item, groupTitle))}`,
    `CATEGORIES:${escapeText(groupTitle)}`,
    'END:VEVENT',
    ...own
      .filter((change) => change.kind !== 'cancelled')
      .flatMap((change) => override(item, change, catalog, uid, stamp)),
  ];
}

/**
 * An iCalendar (RFC 5545) document with one weekly recurring event per class: breaks and cancelled meetings
 * excluded, moved meetings and room changes as overrides of their occurrence.
 */
export function buildCalendarFeed(
  catalog: Catalog,
  classes: readonly CatalogClass[],
  changes: readonly ScheduleChange[],
  options: FeedOptions,
): string {
  const stamp = utcDateTime(options.stamp.getTime());
  const name = `${options.siteName}: ${options.title}`;
  return contentLines([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(options.siteName)}//Class schedule//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(name)}`,
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${catalog.timeZone}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT12H',
    'X-PUBLISHED-TTL:PT12H',
    ...vtimezone(catalog.timeZone, catalog.schoolYear.start, catalog.schoolYear.end),
    ...classes.flatMap((item) => vevent(item, catalog, changes, options, stamp)),
    'END:VCALENDAR',
  ]);
}
