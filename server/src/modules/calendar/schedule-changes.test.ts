import { describe, expect, it } from 'vitest';
import {
  classLabel,
  classMeetings,
  parseScheduleChanges,
  upcomingChanges,
  type Catalog,
  type ScheduleChange,
} from '@coop/contract';
import { loadConfig } from '../../config';
import { catalogOnDisk } from '../../test-support/content-on-disk';

const catalog = catalogOnDisk(loadConfig({}).contentDir);
// reading_1st meets on Tuesdays, 8:00–9:00 at Catalyst; 2026-09-01 is a Tuesday of the school year.
const reading = catalog.classes.find((item) => item.key === 'reading_1st')!;

const cancelled = { id: 'c1', class_key: 'reading_1st', date: '2026-09-01', kind: 'cancelled', note: 'Teacher is ill' };
const moved = { id: 'm1', class_key: 'reading_1st', date: '2026-09-08', kind: 'moved', new_date: '2026-09-10' };
const room = { id: 'r1', class_key: 'reading_1st', date: '2026-09-15', kind: 'room', location: 'Library' };

function problem(value: unknown, against: Catalog = catalog): string {
  try {
    parseScheduleChanges(value, against);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('no problem found');
}

describe('parseScheduleChanges', () => {
  it('reads the three kinds of change', () => {
    expect(parseScheduleChanges([cancelled, moved, room], catalog)).toEqual([cancelled, moved, room]);
    expect(parseScheduleChanges([], catalog)).toEqual([]);
  });

  it('names the change and the field of each problem', () => {
    expect(problem({})).toBe('content/schedule-changes.json: the document must be a list of changes');
    expect(problem([{ ...cancelled, class_key: 'knitting' }])).toBe(
      'content/schedule-changes.json: changes[0].class_key "knitting" is not a class',
    );
    expect(problem([cancelled, { ...room, date: '2026-9-15' }])).toBe(
      'content/schedule-changes.json: changes[1].date must be a date YYYY-MM-DD',
    );
    expect(problem([{ ...cancelled, kind: 'postponed' }])).toBe(
      'content/schedule-changes.json: changes[0].kind must be one of cancelled, moved, room',
    );
    expect(problem([{ ...moved, start: '9am' }])).toBe(
      'content/schedule-changes.json: changes[0].start must be a time HH:MM, got "9am"',
    );
  });

  it('accepts only a date the class regularly meets on', () => {
    // A Wednesday, a Tuesday in Fall Break, and a Tuesday after the school year.
    for (const date of ['2026-09-02', '2026-10-13', '2027-05-18']) {
      expect(problem([{ ...cancelled, date }])).toBe(
        `content/schedule-changes.json: changes[0].date ${date} is not a day Reading (Grade 1) meets on`,
      );
    }
  });

  it('checks the fields of each kind', () => {
    expect(problem([{ ...cancelled, location: 'Library' }])).toBe(
      'content/schedule-changes.json: changes[0].location is not used by a cancelled change',
    );
    expect(problem([{ ...room, location: undefined }])).toBe(
      'content/schedule-changes.json: changes[0].location is needed for a room change',
    );
    expect(problem([{ ...room, start: '10:00' }])).toBe(
      'content/schedule-changes.json: changes[0].start is not used by a room change',
    );
    expect(problem([{ ...moved, new_date: undefined }])).toBe(
      'content/schedule-changes.json: changes[0] must give a new date, time or location',
    );
    expect(problem([{ ...moved, start: '09:30' }])).toBe(
      'content/schedule-changes.json: changes[0].end must be after the start',
    );
    expect(problem([{ ...moved, new_date: '2026-02-30' }])).toBe(
      'content/schedule-changes.json: changes[0].new_date must be a date YYYY-MM-DD',
    );
  });

  it('refuses an id used twice and two changes to one meeting', () => {
    expect(problem([cancelled, { ...room, id: 'c1' }])).toBe(
      'content/schedule-changes.json: changes[1].id "c1" is used twice',
    );
    expect(problem([cancelled, { ...room, date: cancelled.date }])).toBe(
      'content/schedule-changes.json: changes[1].date 2026-09-01 already has a change for this class',
    );
  });
});

describe('classMeetings', () => {
  const changes = parseScheduleChanges([cancelled, moved, room], catalog);

  it('applies each change to its meeting and leaves the others as they are', () => {
    const meetings = classMeetings(reading, catalog.schoolYear, changes, '2026-09-01', '2026-09-23');
    expect(meetings).toEqual([
      {
        classKey: 'reading_1st',
        regularDate: '2026-09-01',
        date: '2026-09-01',
        start: '08:00',
        end: '09:00',
        location: 'Catalyst',
        status: 'cancelled',
        note: 'Teacher is ill',
      },
      {
        classKey: 'reading_1st',
        regularDate: '2026-09-08',
        date: '2026-09-10',
        start: '08:00',
        end: '09:00',
        location: 'Catalyst',
        status: 'moved',
      },
      {
        classKey: 'reading_1st',
        regularDate: '2026-09-15',
        date: '2026-09-15',
        start: '08:00',
        end: '09:00',
        location: 'Library',
        status: 'room',
      },
      {
        classKey: 'reading_1st',
        regularDate: '2026-09-22',
        date: '2026-09-22',
        start: '08:00',
        end: '09:00',
        location: 'Catalyst',
        status: 'regular',
      },
    ]);
  });

  it('never has a meeting in a break or outside the school year', () => {
    const dates = classMeetings(reading, catalog.schoolYear, [], '2026-08-01', '2026-10-31').map((m) => m.date);
    expect(dates[0]).toBe('2026-08-18');
    expect(dates).not.toContain('2026-10-13');
  });

  it('lists the upcoming changes of some classes, soonest first', () => {
    const other: ScheduleChange = { id: 'x', class_key: 'reading_2nd', date: '2026-09-01', kind: 'cancelled' };
    expect(upcomingChanges([room, moved, cancelled, other] as ScheduleChange[], ['reading_1st'], '2026-09-02')).toEqual(
      [moved, room],
    );
  });
});

describe('classLabel', () => {
  it('writes every label of the catalogue from the class’s own fields', () => {
    for (const item of catalog.classes) expect(classLabel(item)).toBe(item.label);
  });
});
