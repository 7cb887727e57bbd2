import type { Catalog, ScheduleChange } from '@coop/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { catalogOnDisk } from '../../test-support/content-on-disk';
import { classChanges, type ScheduleState } from './class-change-detection';

const catalog = catalogOnDisk(loadConfig({}).contentDir);
/** A Thursday of the school year; history_la_3rd_4th meets on Tuesdays, 10:00–11:30 at Catalyst. */
const today = '2027-02-04';
const classKey = 'history_la_3rd_4th';

function withClass(change: Partial<Catalog['classes'][number]>): Catalog {
  return {
    ...catalog,
    classes: catalog.classes.map((item) => (item.key === classKey ? { ...item, ...change } : item)),
  };
}

const state = (changes: ScheduleChange[] = [], current: Catalog = catalog): ScheduleState => ({
  catalog: current,
  changes,
});

const cancelled = (date: string, note?: string): ScheduleChange => ({
  id: `${classKey}-${date}`,
  class_key: classKey,
  date,
  kind: 'cancelled',
  ...(note ? { note } : {}),
});

describe('what a schedule save changed for families', () => {
  it('a new day, time and place of the regular meeting, from the next meeting under the new schedule on', () => {
    const after = state([], withClass({ weekdays: ['tue', 'thu'], start: '13:00', end: '14:00', location: 'Room 2' }));
    expect(classChanges(state(), after, today)).toEqual([
      {
        classKey,
        title: 'History & Language Arts (Grades 3–4)',
        page: 'grade3',
        regular: [
          { label: 'Days', before: 'Tuesday', after: 'Tuesday and Thursday' },
          { label: 'Time', before: '10:00 AM–11:30 AM', after: '1:00 PM–2:00 PM' },
          { label: 'Place', before: 'Catalyst', after: 'Room 2' },
        ],
        // Thursday is today: the class meets today under the new schedule.
        regularFrom: '2027-02-04',
        meetings: [],
      },
    ]);
  });

  it('only the place, when only the place changed', () => {
    const [change] = classChanges(state(), state([], withClass({ location: 'Room 2' })), today);
    expect(change.regular).toEqual([{ label: 'Place', before: 'Catalyst', after: 'Room 2' }]);
    expect(change.regularFrom).toBe('2027-02-09');
  });

  it('one meeting cancelled, with the note for families', () => {
    const [change] = classChanges(state(), state([cancelled('2027-02-09', 'Field trip day')]), today);
    expect(change.regular).toEqual([]);
    expect(change.meetings).toEqual([
      { date: '2027-02-09', before: '10:00 AM–11:30 AM at Catalyst', after: 'cancelled', note: 'Field trip day' },
    ]);
  });

  it('one meeting moved to another day and time', () => {
    const moved: ScheduleChange = {
      id: `${classKey}-2027-02-09`,
      class_key: classKey,
      date: '2027-02-09',
      kind: 'moved',
      new_date: '2027-02-11',
      start: '13:00',
      end: '14:30',
    };
    expect(classChanges(state(), state([moved]), today)[0].meetings).toEqual([
      {
        date: '2027-02-09',
        before: '10:00 AM–11:30 AM at Catalyst',
        after: 'Thursday, February 11, 1:00 PM–2:30 PM at Catalyst',
      },
    ]);
  });

  it('one meeting in another room, and a cancellation taken back', () => {
    const room: ScheduleChange = {
      id: `${classKey}-2027-02-16`,
      class_key: classKey,
      date: '2027-02-16',
      kind: 'room',
      location: 'Fellowship Hall',
    };
    const before = state([cancelled('2027-02-09')]);
    expect(classChanges(before, state([room]), today)[0].meetings).toEqual([
      { date: '2027-02-09', before: 'cancelled', after: '10:00 AM–11:30 AM at Catalyst' },
      { date: '2027-02-16', before: '10:00 AM–11:30 AM at Catalyst', after: '10:00 AM–11:30 AM at Fellowship Hall' },
    ]);
  });

  it('several saves compared as one: the state before the first against the state after the last', () => {
    const first = state([cancelled('2027-02-09')]);
    const second = state([cancelled('2027-02-09'), cancelled('2027-02-16')], withClass({ location: 'Room 2' }));
    const [change] = classChanges(state(), second, today);
    expect(classChanges(state(), first, today)[0].meetings).toHaveLength(1);
    expect(change.regular).toEqual([{ label: 'Place', before: 'Catalyst', after: 'Room 2' }]);
    expect(change.meetings.map((meeting) => [meeting.date, meeting.after])).toEqual([
      ['2027-02-09', 'cancelled'],
      ['2027-02-16', 'cancelled'],
    ]);
  });

  it('a change made and then undone is nothing', () => {
    expect(classChanges(state(), state(), today)).toEqual([]);
    // A note edited alone leaves the meeting as it was.
    expect(classChanges(state([cancelled('2027-02-09', 'Ill')]), state([cancelled('2027-02-09')]), today)).toEqual([]);
  });

  it('meetings already past and classes whose term is over are not news', () => {
    expect(classChanges(state(), state([cancelled('2027-02-02')]), today)).toEqual([]);
    expect(classChanges(state(), state([], withClass({ location: 'Room 2' })), '2027-06-01')).toEqual([]);
  });
});
