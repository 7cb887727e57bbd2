import { describe, expect, it } from 'vitest';
import {
  defaultTermFees,
  dueSchedule,
  shortfallCharge,
  shortMinutes,
  workedTime,
  type CheckMoment,
} from '@coop/contract';

// The shared rules of worked time and the shortfall charge, as a table of cases.

const at = (hhmm: string) => new Date(`2026-12-01T${hhmm}:00Z`);
const checks = (...moments: [CheckMoment['direction'], string][]) =>
  moments.map(([direction, time]) => ({ direction, at: at(time) }));

describe('worked time', () => {
  it.each([
    ['in and out', checks(['in', '09:00'], ['out', '11:30']), null, { minutes: 150, missingOut: false }],
    [
      'first in to last out',
      checks(['in', '09:10'], ['out', '10:00'], ['in', '09:00'], ['out', '10:45']),
      null,
      { minutes: 105, missingOut: false },
    ],
    ['no check-out: nothing, flagged', checks(['in', '09:00']), null, { minutes: 0, missingOut: true }],
    [
      'a check-out before any check-in',
      checks(['out', '08:00'], ['in', '09:00']),
      null,
      { minutes: 0, missingOut: true },
    ],
    ['nothing at all', [], null, { minutes: 0, missingOut: false }],
    ['a correction replaces the checks', checks(['in', '09:00']), 75, { minutes: 75, missingOut: false }],
  ])('%s', (_case, moments, corrected, expected) => {
    expect(workedTime(moments, corrected)).toMatchObject(expected);
  });
});

describe('the shortfall and its charge', () => {
  it.each([
    [180, 60, 120, 1_500, 3_000],
    [180, 53, 127, 1_500, 3_175],
    [180, 200, 0, 1_500, 0],
    [90, 0, 90, 1_333, 2_000],
    [7, 0, 7, 1_000, 117],
  ])('required %i, worked %i: short %i at %i¢ an hour is %i¢', (required, worked, short, rate, cents) => {
    expect(shortMinutes(required, worked)).toBe(short);
    expect(shortfallCharge(short, rate)).toBe(cents);
  });

  it('is due the day it is posted, whatever the term’s installments', () => {
    const fees = { ...defaultTermFees('2026-27'), installments: [{ dueOn: '2027-01-15', percent: 100 }] };
    const terms = new Map([['2026-27', { name: '2026–27', start: '2026-08-18', fees }]]);
    const charge = {
      key: 'line-1',
      kind: 'volunteer_hours' as const,
      amount: 3_175,
      termKey: '2026-27',
      classKey: null,
      description: 'Volunteer hours not worked: 2026–27, 2.12 hours',
      postedOn: '2027-05-20',
    };
    expect(dueSchedule([charge], terms, new Map(), 0)).toEqual([
      {
        dueOn: '2027-05-20',
        label: '2026–27: Volunteer hours not worked: 2026–27, 2.12 hours',
        termKey: '2026-27',
        depositFor: null,
        amount: 3_175,
        paid: 0,
        remaining: 3_175,
      },
    ]);
  });
});
