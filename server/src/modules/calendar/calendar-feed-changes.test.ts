import { describe, expect, it } from 'vitest';
import ical, { type VEvent } from 'node-ical';
import { parseScheduleChanges } from '@coop/contract';
import { readingCatalog } from '../../test-support/calendar-catalog';
import { buildCalendarFeed } from './calendar-feed';

// What a family's calendar app sees: the feed read by a calendar library, its weekly rule expanded.
const catalog = readingCatalog();
const changes = parseScheduleChanges(
  [
    { id: 'ill', class_key: 'reading_1st', date: '2026-09-01', kind: 'cancelled', note: 'Teacher is ill' },
    {
      id: 'trip',
      class_key: 'reading_1st',
      date: '2026-09-03',
      kind: 'moved',
      new_date: '2026-09-04',
      start: '10:00',
      end: '11:00',
      location: 'Library',
    },
    { id: 'paint', class_key: 'reading_1st', date: '2026-09-10', kind: 'room', location: 'Room 5' },
  ],
  catalog,
);
const options = {
  siteName: 'Ozark Learning Hub',
  title: 'All classes',
  uidDomain: 'coop.example.org',
  stamp: new Date('2026-08-01T12:00:00Z'),
};

function readFeed(withChanges: typeof changes) {
  const parsed = ical.sync.parseICS(buildCalendarFeed(catalog, catalog.classes, withChanges, options));
  const events = Object.values(parsed).filter((item): item is VEvent => item?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  const event = events[0];
  const instances = ical.expandRecurringEvent(event, {
    from: new Date('2026-08-31T00:00:00Z'),
    to: new Date('2026-09-16T00:00:00Z'),
  });
  return {
    event,
    meetings: instances.map((instance) => ({
      start: new Date(instance.start).toISOString(),
      end: new Date(instance.end).toISOString(),
      location: instance.event.location,
    })),
  };
}

describe('calendar feed with one-off changes', () => {
  it('leaves out the cancelled meeting, moves the moved one and changes the room of another', () => {
    // Chicago is at UTC−5 in September: 08:00 there is 13:00 UTC.
    expect(readFeed(changes).meetings).toEqual([
      { start: '2026-09-04T15:00:00.000Z', end: '2026-09-04T16:00:00.000Z', location: 'Library' },
      { start: '2026-09-08T13:00:00.000Z', end: '2026-09-08T14:00:00.000Z', location: 'Catalyst' },
      { start: '2026-09-10T13:00:00.000Z', end: '2026-09-10T14:00:00.000Z', location: 'Room 5' },
      { start: '2026-09-15T13:00:00.000Z', end: '2026-09-15T14:00:00.000Z', location: 'Catalyst' },
    ]);
  });

  it('writes the cancelled meeting as an EXDATE beside the breaks and the others as overrides of its UID', () => {
    const { event } = readFeed(changes);
    const excluded = Object.values(event.exdate ?? {}).map((date) => new Date(date).toISOString());
    expect(excluded).toEqual(expect.arrayContaining(['2026-09-01T13:00:00.000Z', '2026-11-24T14:00:00.000Z']));
    // The library files each override under two keys (its date and its instant): one override per occurrence.
    const overrides = [...new Set(Object.values(event.recurrences ?? {}))];
    expect(overrides.map((item) => [new Date(item.recurrenceid as Date).toISOString(), item.uid])).toEqual([
      ['2026-09-03T13:00:00.000Z', event.uid],
      ['2026-09-10T13:00:00.000Z', event.uid],
    ]);
    expect(overrides[0].summary).toBe('Reading (Grade 1) (moved)');
  });

  it('keeps the UID of the class whatever changes', () => {
    expect(readFeed(changes).event.uid).toBe(readFeed([]).event.uid);
    expect(readFeed([]).meetings).toHaveLength(5);
  });
});
