import { describe, expect, it } from 'vitest';
import {
  classMeetingSlots,
  hoursText,
  parseHours,
  patternSlots,
  slotAlreadyThere,
  type CatalogClass,
  type ScheduleChange,
  type SchoolYear,
  type SlotPattern,
} from '@coop/contract';

// The slots the office's generator makes from a term's co-op days: the pure date logic, case by case.

const fall: SchoolYear = {
  name: 'Fall 2027',
  start: '2027-09-06',
  end: '2027-11-19',
  breaks: [{ name: 'Fall break', start: '2027-10-11', end: '2027-10-15' }],
};
const tuesdays: SlotPattern = { weekdays: ['tue'], start: '09:00', end: '12:00' };

const dates = (term: SchoolYear, pattern: SlotPattern) => patternSlots(term, pattern).map((slot) => slot.date);

describe('slots of a weekday pattern', () => {
  it.each([
    ['a break in the middle is skipped', fall, tuesdays, ['2027-10-05', '2027-10-19'], ['2027-10-12']],
    [
      'a term starting mid-week begins on its first matching day',
      { ...fall, start: '2027-09-08' },
      tuesdays,
      ['2027-09-14'],
      ['2027-09-07'],
    ],
    ['the week the clocks change keeps its day and wall-clock times', fall, tuesdays, ['2027-11-02', '2027-11-09'], []],
    [
      'two weekdays give both days of each week',
      fall,
      { ...tuesdays, weekdays: ['tue', 'thu'] },
      ['2027-09-07', '2027-09-09', '2027-11-18'],
      ['2027-10-12', '2027-10-14'],
    ],
    ['a term ending on a Tuesday includes it', { ...fall, end: '2027-11-16' }, tuesdays, ['2027-11-16'], []],
  ] as const)('%s', (_case, term, pattern, included, skipped) => {
    const made = dates(term, pattern);
    for (const date of included) expect(made).toContain(date);
    for (const date of skipped) expect(made).not.toContain(date);
    expect(new Set(made).size).toBe(made.length);
  });

  it('counts every Tuesday of the term but the break’s, each at the pattern’s times', () => {
    const slots = patternSlots(fall, tuesdays);
    // Eleven Tuesdays from September 7 to November 16, less October 12.
    expect(slots).toHaveLength(10);
    expect(slots.every((slot) => slot.start === '09:00' && slot.end === '12:00' && slot.classKey === null)).toBe(true);
  });
});

const art: CatalogClass = {
  key: 'art_tue',
  group: 'elementary',
  label: 'Art',
  subject: 'Art',
  grades: [2],
  weekdays: ['tue'],
  start: '10:00',
  end: '11:00',
  prerequisites: null,
  location: 'Room 3',
  seats: 10,
};

describe('slots of a classroom assistant', () => {
  const term = { ...fall, classes: [art] };
  const change = (fields: Omit<ScheduleChange, 'id' | 'class_key'>): ScheduleChange => ({
    id: `art-${fields.date}`,
    class_key: art.key,
    ...fields,
  });

  it('follows the class meetings: a cancelled one has no slot, a moved one is at its new date and times', () => {
    const slots = classMeetingSlots(term, [
      change({ date: '2027-09-14', kind: 'cancelled' }),
      change({ date: '2027-09-21', kind: 'moved', new_date: '2027-09-23', start: '13:00', end: '14:00' }),
    ]);
    const byDate = new Map(slots.map((slot) => [slot.date, slot]));
    expect(byDate.has('2027-09-14')).toBe(false);
    expect(byDate.has('2027-09-21')).toBe(false);
    expect(byDate.get('2027-09-23')).toEqual({ date: '2027-09-23', start: '13:00', end: '14:00', classKey: art.key });
    expect(byDate.get('2027-09-07')).toEqual({ date: '2027-09-07', start: '10:00', end: '11:00', classKey: art.key });
    expect(byDate.has('2027-10-12')).toBe(false);
  });
});

describe('generating again', () => {
  const slot = { date: '2027-09-07', start: '09:00', end: '12:00', classKey: null };
  it.each([
    ['the same slot', slot, true],
    ['a slot the office moved by a few minutes', { ...slot, start: '09:15' }, true],
    ['an afternoon shift of the same duty', { ...slot, start: '12:00', end: '15:00' }, false],
    ['another day', { ...slot, date: '2027-09-14' }, false],
    ['another class', { ...slot, classKey: 'art_tue' }, false],
  ])('%s is there already: %s', (_case, planned, there) => {
    expect(slotAlreadyThere(planned, [slot])).toBe(there);
  });
});

describe('hours as typed', () => {
  it.each([
    ['7.5', 450],
    ['8', 480],
    ['0', 0],
    ['6.25', 375],
    ['200', 12000],
    ['200.5', null],
    ['7,5', null],
    ['-1', null],
    ['', null],
    ['seven', null],
  ])('%s → %s minutes', (text, minutes) => {
    expect(parseHours(text)).toBe(minutes);
    if (minutes !== null) expect(parseHours(hoursText(minutes))).toBe(minutes);
  });
});
