import { describe, expect, it } from 'vitest';
import {
  addDays,
  classTitle,
  isClassDay,
  weekdayOf,
  type CatalogClass,
  type ScheduleChange,
  type SchoolYear,
} from '@coop/contract';
import { catalog } from '../../config/catalog';
import {
  classesShown,
  gridEventOrder,
  initialScheduleDate,
  localIsoDate,
  mostChangesInADay,
  scheduleEventsBetween,
  scheduleGridEnd,
} from './class-events';

const year: SchoolYear = {
  name: 'Test year',
  start: '2026-08-18',
  end: '2026-12-18',
  breaks: [{ name: 'Thanksgiving Break', start: '2026-11-23', end: '2026-11-27' }],
};

/** A class as the catalog holds it; these tests look at its name, days, times and place. */
function catalogClass(
  fields: Pick<CatalogClass, 'key' | 'subject' | 'grades' | 'weekdays' | 'start' | 'end' | 'location'> &
    Partial<CatalogClass>,
): CatalogClass {
  return { group: 'elementary', label: fields.subject, prerequisites: null, seats: 12, ...fields };
}

const reading = catalogClass({
  key: 'reading_1st',
  subject: 'Reading',
  grades: [1],
  weekdays: ['tue', 'thu'],
  start: '08:00',
  end: '09:00',
  location: 'Catalyst',
});
const biology = catalogClass({
  key: 'biology_9th_12th',
  group: 'high_school',
  subject: 'Biology',
  grades: [9, 10, 11, 12],
  weekdays: ['mon', 'wed'],
  start: '11:00',
  end: '12:30',
  location: 'Academic Advantage',
});
const parakeets: CatalogClass = {
  ...reading,
  key: 'parakeet_nest',
  group: 'spanish_bites',
  subject: 'Spanish Bites: Parakeet Nest',
  grades: [1, 2, 3, 4],
  ages: [6, 9],
  weekdays: ['wed'],
};

describe('dates', () => {
  it('adds days across months and years, and names weekdays', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-13', 2)).toBe('2027-03-15');
    expect(weekdayOf('2026-08-18')).toBe('tue');
    expect(weekdayOf('2026-11-22')).toBe('sun');
    expect(localIsoDate(new Date(2026, 8, 1, 0, 0))).toBe('2026-09-01');
  });

  it('knows class days: inside the year and outside its breaks', () => {
    expect(isClassDay('2026-08-17', year)).toBe(false);
    expect(isClassDay('2026-08-18', year)).toBe(true);
    expect(isClassDay('2026-11-24', year)).toBe(false);
    expect(isClassDay('2026-12-19', year)).toBe(false);
  });
});

describe('classTitle', () => {
  it('names the grade or the ages', () => {
    expect(classTitle(reading)).toBe('Reading (Grade 1)');
    expect(classTitle(biology)).toBe('Biology (Grades 9–12)');
    expect(classTitle(parakeets)).toBe('Spanish Bites: Parakeet Nest (Ages 6–9)');
  });
});

describe('scheduleEventsBetween', () => {
  const classes = [reading, biology];

  it('puts each class on its weekdays at its times, as wall-clock times', () => {
    const week = scheduleEventsBetween(classes, year, '2026-08-30', '2026-09-06').filter((e) => !e.allDay);
    expect(week.map((e) => [e.title, e.start, e.end])).toEqual([
      ['Biology (Grades 9–12)', '2026-08-31T11:00:00', '2026-08-31T12:30:00'],
      ['Reading (Grade 1)', '2026-09-01T08:00:00', '2026-09-01T09:00:00'],
      ['Biology (Grades 9–12)', '2026-09-02T11:00:00', '2026-09-02T12:30:00'],
      ['Reading (Grade 1)', '2026-09-03T08:00:00', '2026-09-03T09:00:00'],
    ]);
    expect(new Set(week.map((e) => e.id)).size).toBe(week.length);
    expect(week[1].extendedProps.location).toBe('Catalyst');
    // A screen reader hears the whole title, the day, the time and the place.
    expect(week[1].extendedProps.description).toBe(
      'Reading (Grade 1), Tuesday, September 1, 8:00 AM to 9:00 AM, Catalyst',
    );
  });

  it('skips breaks and shows the break as one all-day event instead', () => {
    const week = scheduleEventsBetween(classes, year, '2026-11-22', '2026-11-29');
    expect(week).toEqual([
      {
        id: 'break-2026-11-23',
        title: 'No classes: Thanksgiving Break',
        start: '2026-11-23',
        end: '2026-11-28',
        allDay: true,
        extendedProps: { description: 'No classes: Thanksgiving Break, Monday, November 23 to Friday, November 27' },
      },
    ]);
  });

  it('has nothing before the first day or after the last', () => {
    expect(scheduleEventsBetween(classes, year, '2026-08-01', '2026-08-18')).toEqual([]);
    expect(scheduleEventsBetween(classes, year, '2026-08-01', '2026-08-19').map((e) => e.start)).toEqual([
      '2026-08-18T08:00:00',
    ]);
    expect(scheduleEventsBetween(classes, year, '2026-12-19', '2027-01-10')).toEqual([]);
  });

  it('counts a whole year of the real catalogue without a class on a break day', () => {
    const all = scheduleEventsBetween(
      catalog().classes,
      catalog().schoolYear,
      catalog().schoolYear.start,
      addDays(catalog().schoolYear.end, 1),
    );
    const meetings = all.filter((e) => !e.allDay);
    expect(meetings.length).toBeGreaterThan(1000);
    expect(meetings.every((e) => isClassDay(e.start.slice(0, 10), catalog().schoolYear))).toBe(true);
    expect(all.filter((e) => e.allDay)).toHaveLength(catalog().schoolYear.breaks.length);
  });
});

describe('initialScheduleDate', () => {
  it('opens on today, or on the first day of school before the year begins', () => {
    expect(initialScheduleDate('2026-07-04', year)).toBe('2026-08-18');
    expect(initialScheduleDate('2026-09-15', year)).toBe('2026-09-15');
  });
});

describe('scheduleGridEnd', () => {
  it('ends the time grid at 16:30 unless a class ends later, then at the next whole slot after it', () => {
    expect(scheduleGridEnd([reading, biology])).toBe('16:30:00');
    expect(scheduleGridEnd([reading, { ...parakeets, start: '15:30', end: '17:00' }])).toBe('17:00:00');
    expect(scheduleGridEnd([{ ...biology, end: '18:10' }])).toBe('18:30:00');
  });

  it('leaves no catalogue class below the grid', () => {
    const end = scheduleGridEnd(catalog().classes).slice(0, 5);
    for (const item of catalog().classes) expect(item.end <= end, `${item.key} ends at ${item.end}`).toBe(true);
  });
});

describe('scheduleEventsBetween with one-off changes', () => {
  const changes: ScheduleChange[] = [
    { id: 'ill', class_key: 'reading_1st', date: '2026-09-01', kind: 'cancelled', note: 'Teacher is ill' },
    {
      id: 'trip',
      class_key: 'reading_1st',
      date: '2026-09-03',
      kind: 'moved',
      new_date: '2026-09-11',
      start: '10:00',
      end: '11:00',
    },
    { id: 'paint', class_key: 'reading_1st', date: '2026-09-08', kind: 'room', location: 'Room 5' },
  ];

  it('keeps a cancelled meeting on the calendar, marked, and shows a moved one at its new day and time', () => {
    const first = scheduleEventsBetween([reading], year, '2026-08-30', '2026-09-06', changes);
    expect(first.map((e) => [e.title, e.start, e.classNames])).toEqual([
      ['Cancelled: Reading (Grade 1)', '2026-09-01T08:00:00', ['class-event-cancelled']],
    ]);
    expect(first[0].extendedProps.description).toBe(
      'Cancelled: Reading (Grade 1), Tuesday, September 1, 8:00 AM to 9:00 AM, Catalyst. Teacher is ill',
    );
    const second = scheduleEventsBetween([reading], year, '2026-09-06', '2026-09-13', changes);
    expect(second.map((e) => [e.title, e.start, e.extendedProps.location])).toEqual([
      ['New room: Reading (Grade 1)', '2026-09-08T08:00:00', 'Room 5'],
      ['Reading (Grade 1)', '2026-09-10T08:00:00', 'Catalyst'],
      ['Moved: Reading (Grade 1)', '2026-09-11T10:00:00', 'Catalyst'],
    ]);
    expect(second[2].extendedProps.description).toBe(
      'Moved: Reading (Grade 1), Friday, September 11, 10:00 AM to 11:00 AM, instead of Thursday, September 3, Catalyst',
    );
  });
});

describe('classesShown', () => {
  const classes = [reading, biology, parakeets];

  it("keeps every class for all grades, and one class page's classes for a grade or group", () => {
    expect(classesShown(classes, null)).toEqual(classes);
    expect(classesShown(classes, 'grade1').map((item) => item.key)).toEqual(['reading_1st']);
    expect(classesShown(classes, 'grade9-12').map((item) => item.key)).toEqual(['biology_9th_12th']);
    // Spanish Bites is a page of its own, not on the grade pages of the grades it takes.
    expect(classesShown(classes, 'spanish-bites').map((item) => item.key)).toEqual(['parakeet_nest']);
    expect(classesShown(classes, 'grade2')).toEqual([]);
  });

  it('narrows the real catalogue to the classes each class page lists, and the calendar to their meetings', () => {
    const all = catalog().classes;
    const third = classesShown(all, 'grade3');
    expect(third.length).toBeGreaterThan(0);
    expect(third.every((item) => item.group !== 'spanish_bites' && item.grades.includes(3))).toBe(true);
    expect(
      all
        .filter((item) => !third.includes(item))
        .every((item) => !item.grades.includes(3) || item.group === 'spanish_bites'),
    ).toBe(true);
    // A class taking grades 9 to 12 is on the high school page once.
    expect(classesShown(all, 'grade9-12')).toEqual(
      all.filter((item) => item.grades.some((grade) => grade >= 9) && item.group !== 'spanish_bites'),
    );

    const week = scheduleEventsBetween(third, catalog().schoolYear, '2026-09-13', '2026-09-20').filter(
      (e) => !e.allDay,
    );
    const titles = new Set(week.map((event) => event.title));
    expect(titles).toEqual(new Set(third.map((item) => classTitle(item))));
  });
});

describe('changed meetings in the grids', () => {
  const changes: ScheduleChange[] = [
    { id: 'a', class_key: 'reading_1st', date: '2026-09-01', kind: 'cancelled' },
    { id: 'b', class_key: 'biology_9th_12th', date: '2026-09-02', kind: 'cancelled' },
    { id: 'c', class_key: 'reading_1st', date: '2026-09-03', kind: 'moved', new_date: '2026-09-02' },
    { id: 'd', class_key: 'biology_9th_12th', date: '2026-08-31', kind: 'room', location: 'Room 5' },
  ];

  it('rank first in a day, cancelled ones before the others, as the grids place them', () => {
    expect(gridEventOrder.split(',')[0]).toBe('rank');
    const week = scheduleEventsBetween([biology, reading], year, '2026-08-30', '2026-09-06', changes);
    const wednesday = week.filter((event) => event.start.startsWith('2026-09-02'));
    // By the clock the moved reading class (8:00) comes before the cancelled biology class (11:00).
    const startOf = (title: string) => wednesday.find((event) => event.title === title)!.start;
    expect(startOf('Moved: Reading (Grade 1)') < startOf('Cancelled: Biology (Grades 9–12)')).toBe(true);
    const byRank = [...wednesday].sort((a, b) => a.extendedProps.rank! - b.extendedProps.rank!);
    expect(byRank.map((event) => event.title)).toEqual([
      'Cancelled: Biology (Grades 9–12)',
      'Moved: Reading (Grade 1)',
    ]);

    const rank = (title: string) => week.find((event) => event.title === title)!.extendedProps.rank!;
    expect(rank('New room: Biology (Grades 9–12)')).toBeGreaterThan(rank('Cancelled: Reading (Grade 1)'));
    const regular = scheduleEventsBetween([reading], year, '2026-09-06', '2026-09-13')[0].extendedProps.rank!;
    expect(regular).toBeGreaterThan(rank('New room: Biology (Grades 9–12)'));
    // FullCalendar takes two falsy values for equal: no rank may be 0.
    expect(week.every((event) => event.extendedProps.rank! > 0)).toBe(true);
  });

  it('count the most changed meetings on one day among the classes shown, a moved one on its new day', () => {
    expect(mostChangesInADay([reading, biology], changes)).toBe(2);
    expect(mostChangesInADay([biology], changes)).toBe(1);
    expect(mostChangesInADay([reading], changes)).toBe(1);
    expect(mostChangesInADay([parakeets], changes)).toBe(0);
    expect(mostChangesInADay([reading, biology], [])).toBe(0);
  });
});
