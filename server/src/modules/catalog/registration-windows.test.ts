import { describe, expect, it } from 'vitest';
import {
  catalogTerms,
  parseCatalog,
  registrationNotice,
  registrationState,
  registrationTakesRequests,
  wallClockMoment,
  type Catalog,
  type CatalogTerm,
  type RegistrationWindows,
} from '@coop/contract';
import { catalogOnDisk } from '../../test-support/content-on-disk';
import { loadConfig } from '../../config';

const seed = catalogOnDisk(loadConfig({}).contentDir);

function withFall(registration?: RegistrationWindows, changes: Partial<CatalogTerm> = {}): Catalog {
  return parseCatalog({
    ...seed,
    terms: [
      {
        name: 'Fall 2027',
        start: '2027-08-17',
        end: '2027-12-17',
        breaks: [{ name: 'Thanksgiving Break', start: '2027-11-22', end: '2027-11-26' }],
        ...(registration ? { registration } : {}),
        classes: seed.classes.slice(0, 2).map((item) => ({ ...item, key: `${item.key}_fall_2027` })),
        ...changes,
      },
    ],
  });
}

const fallWindows = { returning: '2027-03-01T09:00', everyone: '2027-03-15T09:00', closes: '2027-08-01T00:00' };
const fall = () => catalogTerms(withFall(fallWindows))[1];

describe('terms in the catalog', () => {
  it('makes the school year the first term, open to everyone at any time, as before terms existed', () => {
    const [first] = catalogTerms(seed);
    expect(first).toMatchObject({ key: '2026-27', name: seed.schoolYear.name, first: true, registration: null });
    expect(first.classes).toBe(seed.classes);
    expect(registrationState(first, '1990-01-01T00:00', false)).toEqual({
      open: true,
      waitlistOnly: false,
      message: null,
    });
  });

  it('keys a later term from its name and keeps its classes apart', () => {
    const terms = catalogTerms(withFall(fallWindows));
    expect(terms.map((term) => term.key)).toEqual(['2026-27', 'fall-2027']);
    expect(terms[1].classes.map((item) => item.key)).toEqual(['reading_1st_fall_2027', 'reading_2nd_fall_2027']);
  });

  it('refuses a class key used by two terms, a term starting before the one before it, and windows out of order', () => {
    expect(() => withFall(undefined, { classes: seed.classes.slice(0, 1) })).toThrow(
      'content/catalog.json: classes has the key "reading_1st" twice',
    );
    expect(() => withFall(undefined, { start: '2026-08-01' })).toThrow('terms[0] must start after 2026–27 starts');
    expect(() => withFall({ returning: '2027-03-16T09:00', everyone: '2027-03-15T09:00' })).toThrow(
      'terms[0].registration opens to returning families after it opens to everyone',
    );
    expect(() => withFall({ everyone: '2027-03-15T09:00', closes: '2027-03-15T09:00' })).toThrow(
      'terms[0].registration closes before it opens to everyone',
    );
    expect(() => withFall({ everyone: '2027-03-15 09:00' })).toThrow(
      'terms[0].registration.everyone must be a date and time YYYY-MM-DDTHH:MM, got "2027-03-15 09:00"',
    );
  });

  it('does not open a later term the office has not given windows', () => {
    const draft = catalogTerms(withFall())[1];
    expect(registrationState(draft, '2027-09-01T00:00', true)).toEqual({
      open: false,
      waitlistOnly: false,
      message: 'Registration for Fall 2027 is not open yet.',
    });
  });
});

describe('registration windows', () => {
  it('opens to returning families first, then to everyone, then closes, each at its exact minute', () => {
    const term = fall();
    const cases: [string, boolean, boolean][] = [
      ['2027-03-01T08:59', true, false],
      ['2027-03-01T09:00', true, true],
      ['2027-03-01T09:00', false, false],
      ['2027-03-15T08:59', false, false],
      ['2027-03-15T09:00', false, true],
      ['2027-07-31T23:59', false, true],
      ['2027-08-01T00:00', true, false],
    ];
    for (const [now, returning, open] of cases) {
      expect(registrationState(term, now, returning).open, `${now} returning=${returning}`).toBe(open);
    }
  });

  it('says when it opens, to whom, and when it closed', () => {
    const term = fall();
    expect(registrationState(term, '2027-02-01T00:00', true).message).toBe(
      'Registration for Fall 2027 opens to returning families on March 1, 2027 at 9:00 AM and to everyone on March 15, 2027 at 9:00 AM.',
    );
    expect(registrationState(term, '2027-03-02T00:00', false).message).toBe(
      'Registration for Fall 2027 is open to returning families now, and opens to everyone on March 15, 2027 at 9:00 AM.',
    );
    expect(registrationState(term, '2027-08-02T00:00', false).message).toBe(
      'Registration for Fall 2027 closed on August 1, 2027 at 12:00 AM.',
    );
    const everyoneAtOnce = catalogTerms(withFall({ everyone: '2027-03-15T13:30' }))[1];
    expect(registrationState(everyoneAtOnce, '2027-03-15T13:29', true).message).toBe(
      'Registration for Fall 2027 opens on March 15, 2027 at 1:30 PM.',
    );
    expect(registrationNotice(term, '2027-04-01T00:00')).toBe(
      'Registration for Fall 2027 is open until August 1, 2027 at 12:00 AM.',
    );
    expect(registrationNotice(everyoneAtOnce, '2027-04-01T00:00')).toBeNull();
  });

  it('takes only waitlist requests outside the windows when the office allows them', () => {
    const term = catalogTerms(withFall({ ...fallWindows, waitlistWhenClosed: true }))[1];
    expect(registrationState(term, '2027-02-01T00:00', false)).toEqual({
      open: false,
      waitlistOnly: true,
      message:
        'Registration for Fall 2027 opens to returning families on March 1, 2027 at 9:00 AM and to everyone on March 15, 2027 at 9:00 AM. Requests sent now join the waitlist.',
    });
    expect(registrationTakesRequests(term, '2027-02-01T00:00')).toBe(true);
    expect(registrationTakesRequests(fall(), '2027-02-01T00:00')).toBe(false);
    expect(registrationTakesRequests(fall(), '2027-03-01T09:00')).toBe(true);
  });

  it("reads the co-op's wall clock, across a change of daylight saving time", () => {
    // 2027-03-14 is the spring-forward day in Chicago: 08:00 UTC is 02:00 CST... which does not exist, so 03:00 CDT.
    expect(wallClockMoment(new Date('2027-03-14T07:59:59.999Z'), 'America/Chicago')).toBe('2027-03-14T01:59');
    expect(wallClockMoment(new Date('2027-03-14T08:00:00.000Z'), 'America/Chicago')).toBe('2027-03-14T03:00');
    // 9:00 in Chicago on March 15 (CDT, UTC−5) is 14:00 UTC: a window opening then is shut a millisecond before.
    expect(wallClockMoment(new Date('2027-03-15T13:59:59.999Z'), 'America/Chicago')).toBe('2027-03-15T08:59');
    expect(wallClockMoment(new Date('2027-03-15T14:00:00.000Z'), 'America/Chicago')).toBe('2027-03-15T09:00');
    expect(wallClockMoment(new Date('2027-01-05T00:30:00Z'), 'America/Chicago')).toBe('2027-01-04T18:30');
  });
});
