import { describe, expect, it } from 'vitest';
import {
  ageOn,
  classAgeRange,
  eligibilityRefusals,
  type EligibilityClass,
  type EligibilityRequest,
  type StudentRecord,
} from '@coop/contract';

// The rules alone, on a small catalog of their own: the sentences are the ones families read.

const make = (item: Partial<EligibilityClass> & Pick<EligibilityClass, 'key' | 'subject'>): EligibilityClass => ({
  grades: [1],
  weekdays: ['tue'],
  start: '09:00',
  end: '10:00',
  ...item,
});

const classes = new Map(
  [
    make({ key: 'reading_2nd', subject: 'Reading', grades: [2], start: '08:00', end: '09:00' }),
    make({
      key: 'math_2nd_3rd',
      subject: 'Math',
      grades: [2, 3],
      weekdays: ['tue', 'thu'],
      start: '09:00',
      end: '10:00',
    }),
    make({
      key: 'science_1st_2nd',
      subject: 'Science',
      grades: [1, 2],
      weekdays: ['thu'],
      start: '09:30',
      end: '10:30',
    }),
    make({
      key: 'condor',
      subject: 'Spanish Bites: Condor Ascent',
      grades: [9, 12],
      ages: [14, 18],
      start: '15:30',
      end: '17:00',
    }),
    make({ key: 'algebra_1', subject: 'Algebra 1', grades: [8], weekdays: ['mon'], start: '08:00', end: '09:00' }),
    make({
      key: 'algebra_1_late',
      subject: 'Algebra 1',
      grades: [9, 10],
      weekdays: ['fri'],
      start: '14:00',
      end: '15:00',
    }),
    make({
      key: 'geometry',
      subject: 'Geometry',
      grades: [8],
      weekdays: ['wed'],
      requires: [{ anyOf: ['algebra_1', 'algebra_1_late'] }],
    }),
    make({
      key: 'physical_science',
      subject: 'Physical Science',
      grades: [8],
      weekdays: ['thu'],
      requires: [{ anyOf: ['algebra_1', 'algebra_1_late'], sameTime: true }],
    }),
  ].map((item) => [item.key, item]),
);

const noRecord: StudentRecord = { standing: [], taken: [], allowed: [] };

/** `null`: as the page asks, knowing nothing of the student's placements. */
function refusals(chosen: string[], birthday: string, record: StudentRecord | null = noRecord) {
  const request: EligibilityRequest = {
    studentName: 'Sam',
    birthday,
    chosen,
    classes,
    termStart: () => '2026-08-18',
    today: '2026-05-01',
    record: record ?? undefined,
  };
  return eligibilityRefusals(request);
}

// Born so that Sam is 7 on 2026-08-18 (the birthday that day or before) or still 6 (the day after).
const sevenOnTheDay = '08/18/2019';
const sixOnTheDay = '08/19/2019';

describe('ageOn', () => {
  it.each([
    ['08/18/2019', '2026-08-18', 7],
    ['08/19/2019', '2026-08-18', 6],
    ['02/29/2016', '2026-02-28', 9],
    ['02/29/2016', '2026-03-01', 10],
    ['12/31/2019', '2026-08-18', 6],
  ])('born %s is on %s %i', (birthday, day, age) => expect(ageOn(birthday, day)).toBe(age));
});

describe('classAgeRange', () => {
  it.each([
    [{ grades: [1] }, [5, 8]],
    [{ grades: [2, 3] }, [6, 10]],
    [{ grades: [9, 10, 11, 12] }, [13, 19]],
    [{ grades: [9, 12], ages: [14, 18] }, [14, 18]],
  ] as const)('%o takes %o', (item, range) => expect(classAgeRange(item as never)).toEqual(range));
});

describe('eligibilityRefusals: age', () => {
  it.each([
    // Grades 2–3: usual ages 7 to 9, a year's grace either side gives 6 to 10.
    ['math_2nd_3rd', '08/18/2020', undefined], // 6 on the day: the youngest with the grace
    [
      'math_2nd_3rd',
      '08/19/2020',
      'Math (Grades 2–3) is for students aged 6 to 10 when the term starts; Sam will be 5 on August 18, 2026.',
    ],
    ['math_2nd_3rd', '08/19/2015', undefined], // still 10 on the day
    [
      'math_2nd_3rd',
      '08/18/2015',
      'Math (Grades 2–3) is for students aged 6 to 10 when the term starts; Sam will be 11 on August 18, 2026.',
    ],
    // A class by age takes its own range, with no grace.
    ['condor', '08/18/2012', undefined],
    [
      'condor',
      '08/19/2012',
      'Spanish Bites: Condor Ascent (Ages 14–18) is for students aged 14 to 18 when the term starts; Sam will be 13 on August 18, 2026.',
    ],
    [
      'condor',
      sevenOnTheDay,
      'Spanish Bites: Condor Ascent (Ages 14–18) is for students aged 14 to 18 when the term starts; Sam will be 7 on August 18, 2026.',
    ],
    ['condor', '08/19/2007', undefined], // 18 until the day after
    [
      'condor',
      '08/18/2007',
      'Spanish Bites: Condor Ascent (Ages 14–18) is for students aged 14 to 18 when the term starts; Sam will be 19 on August 18, 2026.',
    ],
  ])('%s for a student born %s', (key, birthday, message) => {
    expect(refusals([key], birthday)[key]).toBe(message);
  });

  it('says "was" of a term that has begun', () => {
    const answer = eligibilityRefusals({
      studentName: '',
      birthday: sixOnTheDay,
      chosen: ['condor'],
      classes,
      termStart: () => '2026-08-18',
      today: '2026-09-01',
    });
    expect(answer.condor).toBe(
      'Spanish Bites: Condor Ascent (Ages 14–18) is for students aged 14 to 18 when the term starts; your student was 6 on August 18, 2026.',
    );
  });
});

describe('eligibilityRefusals: meeting times', () => {
  const child = '03/01/2018'; // 8: fits every elementary class here

  it('lets a class ending at 9:00 sit beside one starting at 9:00', () => {
    expect(refusals(['reading_2nd', 'math_2nd_3rd'], child)).toEqual({});
  });

  it('refuses both of two chosen classes that overlap, each naming the other', () => {
    expect(refusals(['math_2nd_3rd', 'science_1st_2nd'], child)).toEqual({
      math_2nd_3rd:
        'Math (Grades 2–3) meets Tue & Thu 9:00–10:00 AM, at the same time as Science (Grades 1–2) on Thu 9:30–10:30 AM.',
      science_1st_2nd:
        'Science (Grades 1–2) meets Thu 9:30–10:30 AM, at the same time as Math (Grades 2–3) on Tue & Thu 9:00–10:00 AM.',
    });
  });

  it('refuses a class at the hours of one the student holds or waits for, in the same term only', () => {
    const held = { ...noRecord, standing: [{ classKey: 'math_2nd_3rd', status: 'held' as const }] };
    expect(refusals(['science_1st_2nd'], child, held)).toEqual({
      science_1st_2nd:
        'Science (Grades 1–2) meets Thu 9:30–10:30 AM, at the same time as Math (Grades 2–3) on Tue & Thu 9:00–10:00 AM, which Sam is already enrolled in.',
    });
    const waiting = { ...noRecord, standing: [{ classKey: 'math_2nd_3rd', status: 'waitlisted' as const }] };
    expect(refusals(['science_1st_2nd'], child, waiting).science_1st_2nd).toBe(
      'Science (Grades 1–2) meets Thu 9:30–10:30 AM, at the same time as Math (Grades 2–3) on Tue & Thu 9:00–10:00 AM, which Sam is on the waitlist for.',
    );
    const otherTerm = eligibilityRefusals({
      studentName: 'Sam',
      birthday: child,
      chosen: ['science_1st_2nd'],
      classes,
      termStart: (item) => (item.key === 'math_2nd_3rd' ? '2026-08-18' : '2027-01-11'),
      today: '2026-05-01',
      record: held,
    });
    expect(otherTerm).toEqual({});
  });

  it('leaves alone a class the student already has a place in', () => {
    const held = { ...noRecord, standing: [{ classKey: 'math_2nd_3rd', status: 'confirmed' as const }] };
    expect(refusals(['math_2nd_3rd'], child, held)).toEqual({});
  });
});

describe('eligibilityRefusals: prerequisites', () => {
  const eighthGrader = '03/01/2013'; // 13

  it('refuses a class whose requirement the student has not taken, naming the classes that meet it', () => {
    expect(refusals(['geometry'], eighthGrader).geometry).toBe(
      "Geometry (Grade 8) requires Algebra 1 (Grade 8) or Algebra 1 (Grades 9–10) taken before; if Sam has taken it elsewhere, the co-op's office can allow the class.",
    );
  });

  it('takes a requirement met by a class taken', () => {
    expect(refusals(['geometry'], eighthGrader, { ...noRecord, taken: ['algebra_1_late'] })).toEqual({});
  });

  it('takes a same-time requirement chosen on the form, and only then', () => {
    expect(refusals(['physical_science', 'algebra_1'], eighthGrader)).toEqual({});
    expect(refusals(['geometry', 'algebra_1'], eighthGrader).geometry).toMatch(/^Geometry \(Grade 8\) requires/);
    expect(refusals(['physical_science'], eighthGrader).physical_science).toBe(
      "Physical Science (Grade 8) requires Algebra 1 (Grade 8) or Algebra 1 (Grades 9–10) taken before or chosen on this form; if Sam has taken it elsewhere, the co-op's office can allow the class.",
    );
  });

  it('is not checked on the page, which knows nothing of the student', () => {
    expect(refusals(['geometry'], eighthGrader, null)).toEqual({});
  });
});

describe("eligibilityRefusals: the office's allowance", () => {
  it('lets the student into that class despite every rule, and only that class', () => {
    const allowed = { ...noRecord, allowed: ['condor', 'geometry'] };
    expect(refusals(['condor', 'geometry'], sevenOnTheDay, allowed)).toEqual({});
    expect(
      Object.keys(refusals(['condor', 'math_2nd_3rd'], '08/18/2012', { ...noRecord, allowed: ['condor'] })),
    ).toEqual(['math_2nd_3rd']);
  });

  it('lets an allowed class overlap another without refusing either', () => {
    const child = '03/01/2018';
    expect(refusals(['math_2nd_3rd', 'science_1st_2nd'], child, { ...noRecord, allowed: ['science_1st_2nd'] })).toEqual(
      {},
    );
  });
});
