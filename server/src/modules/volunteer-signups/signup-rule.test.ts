import { signupRefusal, type SignupFacts } from '@coop/contract';
import { describe, expect, it } from 'vitest';

// The sign-up rule as a table: each case changes one fact of a sign-up that passes, and names the rule that says no.

const slot = { date: '2027-03-02', start: '09:00', end: '12:00', people: 2 };
const base: SignupFacts = {
  asker: 'family',
  now: '2027-02-01T10:00',
  window: { opens: '2027-01-15T09:00', closes: '2027-02-28T21:00' },
  slot,
  slotId: 'slot',
  taken: 1,
  takingOffer: false,
  role: { name: 'Nursery', minAge: 14, needsBackgroundCheck: false },
  volunteer: { kind: 'guardian', name: 'Ana', birthday: null, checkExpires: undefined, signups: [] },
  quotaMinutes: 360,
  signedUpMinutes: 180,
  everyoneHasShare: false,
};
const teen = { ...base.volunteer, kind: 'student' as const, name: 'Leo', birthday: '2013-03-03' };

const cases: [string, Partial<SignupFacts>, string | null][] = [
  ['a guardian below the quota', {}, null],
  ['before the window opens', { now: '2027-01-15T08:59' }, 'Sign-up opens on Friday, January 15 at 9:00 AM.'],
  ['once the window closed', { now: '2027-02-28T21:00' }, 'window_closed'],
  ['the office outside the window', { asker: 'office', now: '2027-03-01T10:00' }, null],
  ['a slot already begun', { window: { opens: null, closes: null }, now: '2027-03-02T09:00' }, 'slot_started'],
  ['the slot full', { taken: 2 }, 'This slot is full: all 2 places are taken.'],
  ['the slot full, taking an offered place', { taken: 2, takingOffer: true }, null],
  ['the office on a full slot', { asker: 'office', taken: 2 }, 'full'],
  [
    'the same person twice on the slot',
    { volunteer: { ...base.volunteer, signups: [{ slotId: 'slot', ...slot }] } },
    'Ana is already signed up for this slot.',
  ],
  [
    'the same person on an overlapping slot',
    { volunteer: { ...base.volunteer, signups: [{ slotId: 'other', date: slot.date, start: '11:00', end: '13:00' }] } },
    'overlapping',
  ],
  [
    'the same person on a slot that ends as this one starts',
    { volunteer: { ...base.volunteer, signups: [{ slotId: 'other', date: slot.date, start: '08:00', end: '09:00' }] } },
    null,
  ],
  ['a child old enough on the day', { volunteer: { ...teen, birthday: '2013-03-02' } }, null],
  [
    'a child a day too young',
    { volunteer: teen },
    'Nursery needs volunteers aged 14 or older; Leo will be 13 on that day.',
  ],
  ['a child with no birth date', { volunteer: { ...teen, birthday: null } }, 'no_birthday'],
  ['the office: a child too young', { asker: 'office', volunteer: teen }, 'too_young'],
  [
    'a background check needed, none on file',
    { role: { ...base.role, needsBackgroundCheck: true } },
    'Nursery needs a background check on file for that day, and Ana has none.',
  ],
  [
    'a check that expired the day before',
    {
      role: { ...base.role, needsBackgroundCheck: true },
      volunteer: { ...base.volunteer, checkExpires: '2027-03-01' },
    },
    'no_background_check',
  ],
  [
    'a check that counts on the day',
    {
      role: { ...base.role, needsBackgroundCheck: true },
      volunteer: { ...base.volunteer, checkExpires: '2027-03-02' },
    },
    null,
  ],
  [
    'a check that never expires',
    { role: { ...base.role, needsBackgroundCheck: true }, volunteer: { ...base.volunteer, checkExpires: null } },
    null,
  ],
  [
    'a child where a check is needed',
    {
      role: { ...base.role, minAge: null, needsBackgroundCheck: true },
      volunteer: { ...teen, checkExpires: null },
    },
    'no_background_check',
  ],
  ['a household taking no part', { quotaMinutes: undefined }, 'not_taking_part'],
  ['a household a minute short of its quota', { signedUpMinutes: 359 }, null],
  [
    'a household at its quota while another has none',
    { signedUpMinutes: 360 },
    'Every household signs up for its share first: yours has 6 of 6 hours. More opens once every household has its share.',
  ],
  [
    'a household past its quota once every household has its share',
    { signedUpMinutes: 540, everyoneHasShare: true },
    null,
  ],
  ['an exempt household before every household has its share', { quotaMinutes: 0, signedUpMinutes: 0 }, 'fair_share'],
  ['the office past fair share', { asker: 'office', signedUpMinutes: 720 }, null],
  ['taking an offered place past the quota', { takingOffer: true, signedUpMinutes: 360 }, 'fair_share'],
];

describe('the sign-up rule', () => {
  it.each(cases)('%s', (_name, change, expected) => {
    const refusal = signupRefusal({ ...base, ...change });
    if (expected === null) expect(refusal).toBeNull();
    else expect(expected.includes(' ') ? refusal?.message : refusal?.code).toBe(expected);
  });
});
