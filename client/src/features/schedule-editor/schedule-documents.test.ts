// @vitest-environment node
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCatalog, type ScheduleChange } from '@coop/contract';
import {
  catalogDocumentText,
  changeFromDraft,
  draftFromChange,
  fieldOfProblem,
  withChange,
  withClassSchedule,
  withoutChange,
  withTermDates,
} from './schedule-documents';

const catalogText = fs.readFileSync(new URL('../../../../content/catalog.json', import.meta.url), 'utf8');
const catalog = parseCatalog(JSON.parse(catalogText));
const cancelled: ScheduleChange = {
  id: 'reading_1st-2026-09-01',
  class_key: 'reading_1st',
  date: '2026-09-01',
  kind: 'cancelled',
};

describe('catalog edits', () => {
  it('writes catalog.json exactly as the file is laid out', () => {
    expect(catalogDocumentText(JSON.parse(catalogText))).toBe(catalogText);
  });

  it("changes one class's days, times, place and prerequisites and writes its label anew", () => {
    const text = withClassSchedule(catalogText, 'reading_1st', {
      weekdays: ['tue', 'thu'],
      start: '08:30',
      end: '09:30',
      location: 'Library',
      prerequisites: 'Phonics',
    });
    const item = parseCatalog(JSON.parse(text)).classes.find((each) => each.key === 'reading_1st')!;
    expect(item).toMatchObject({ weekdays: ['tue', 'thu'], start: '08:30', location: 'Library', seats: 12 });
    expect(item.label).toBe('Reading (Grade 1) · Tue & Thu 8:30–9:30 AM · Prerequisite: Phonics · Library');
    // Every other line stays as it was.
    expect(text.split('\n').filter((line) => !catalogText.includes(line))).toHaveLength(1);
  });

  it('refuses times that end before they start, with the catalogue check’s message', () => {
    expect(() =>
      withClassSchedule(catalogText, 'reading_1st', {
        weekdays: ['tue'],
        start: '10:00',
        end: '09:00',
        location: 'Catalyst',
        prerequisites: null,
      }),
    ).toThrow('classes[0] must end after it starts');
  });

  it('changes the school year and its breaks', () => {
    const year = {
      ...catalog.schoolYear,
      end: '2027-05-21',
      breaks: [{ name: 'Snow Day', start: '2027-02-02', end: '2027-02-02' }],
    };
    expect(parseCatalog(JSON.parse(withTermDates(catalogText, 0, year))).schoolYear).toEqual(year);
  });

  it("changes a later term's class times and its dates, leaving the school year's alone", () => {
    const fall = {
      name: 'Fall 2027',
      start: '2027-08-17',
      end: '2027-12-17',
      breaks: [{ name: 'Thanksgiving Break', start: '2027-11-22', end: '2027-11-26' }],
      registration: { everyone: '2027-03-15T09:00' },
      classes: [{ ...catalog.classes[0], key: 'reading_1st_fall_2027' }],
    };
    const withFall = JSON.stringify({ ...JSON.parse(catalogText), terms: [fall] });
    const moved = withClassSchedule(withFall, 'reading_1st_fall_2027', {
      weekdays: ['wed'],
      start: '13:00',
      end: '14:00',
      location: 'Catalyst',
      prerequisites: null,
    });
    const dated = parseCatalog(
      JSON.parse(withTermDates(moved, 1, { name: fall.name, start: '2027-08-24', end: fall.end, breaks: fall.breaks })),
    );
    expect(dated.terms![0]).toMatchObject({
      start: '2027-08-24',
      registration: { everyone: '2027-03-15T09:00' },
      classes: [
        { key: 'reading_1st_fall_2027', weekdays: ['wed'], start: '13:00', label: expect.stringContaining('Wed') },
      ],
    });
    expect(dated.classes[0]).toEqual(catalog.classes[0]);
    expect(dated.schoolYear).toEqual(catalog.schoolYear);
  });
});

describe('schedule change edits', () => {
  it('adds, replaces and removes a change, soonest first', () => {
    const room: ScheduleChange = {
      id: 'r',
      class_key: 'reading_1st',
      date: '2026-08-25',
      kind: 'room',
      location: 'Library',
    };
    let text = withChange('[]\n', cancelled, catalog);
    text = withChange(text, room, catalog);
    expect(JSON.parse(text)).toEqual([room, cancelled]);
    text = withChange(text, { ...room, location: 'Gym' }, catalog);
    expect(JSON.parse(text)).toEqual([{ ...room, location: 'Gym' }, cancelled]);
    expect(JSON.parse(withoutChange(text, 'r', catalog))).toEqual([cancelled]);
  });

  it('names the field of a refused change', () => {
    let problem: unknown;
    try {
      withChange('[]\n', { ...cancelled, date: '2026-09-02' }, catalog);
    } catch (error) {
      problem = error;
    }
    expect(fieldOfProblem(problem)).toBe('date');
  });

  it('keeps only the fields of the chosen kind from the form', () => {
    const draft = { ...draftFromChange(cancelled), location: 'Library', start: '10:00', note: ' Teacher is ill ' };
    expect(changeFromDraft(draft, 'unused')).toEqual({ ...cancelled, note: 'Teacher is ill' });
    expect(changeFromDraft({ ...draft, id: undefined, kind: 'room' }, 'new-id')).toEqual({
      ...cancelled,
      id: 'new-id',
      kind: 'room',
      location: 'Library',
      note: 'Teacher is ill',
    });
  });
});
