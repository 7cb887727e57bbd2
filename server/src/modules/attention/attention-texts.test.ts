import { nextClassMeeting } from '@coop/contract';
import { describe, expect, it } from 'vitest';
import { readingCatalog } from '../../test-support/calendar-catalog';
import { attentionTexts as texts } from './attention-texts';

// The lines' words where the app's own tests do not reach: one of a kind, many, and the ends of the school year.
const catalog = readingCatalog();
const [reading] = catalog.classes;
const year = catalog.schoolYear;

describe('the words of the lines', () => {
  it('count one and many', () => {
    expect(texts.accountsWaiting(1)).toBe('1 account is waiting for approval.');
    expect(texts.failedMail(3)).toBe('3 messages in the outbox failed to send.');
    expect(texts.goLive(1)).toBe('1 thing is left to do before going live.');
    expect(texts.newEnrollments(1, false)).toBe('You have 1 new enrollment to look at.');
  });

  it('name three classes with free seats and count the rest', () => {
    const classes = [
      'Art (Grade 1)',
      'Math (Grade 1)',
      'Music (Grade 2)',
      'Reading (Grade 1)',
      'Spanish (Grade 3)',
    ].map((title) => ({ title, free: 1, waiting: 2 }));
    expect(texts.freeSeats(classes)).toBe(
      '5 classes have free seats while students wait on their waitlists: Art (Grade 1), Math (Grade 1), Music (Grade 2) and 2 more.',
    );
    expect(texts.freeSeats([{ title: 'Art (Grade 1)', free: 2, waiting: 3 }])).toBe(
      'Art (Grade 1) has 2 free seats while 3 students wait on its waitlist.',
    );
  });

  it('say when the last good backup finished when none followed it for too long', () => {
    expect(texts.backupOverdue({ day: '2026-11-24', minutes: 2 * 60 + 5 })).toBe(
      'No backup has succeeded since the one that finished on Tuesday, November 24 at 2:05 AM.',
    );
  });

  it("say when a class's meetings are over, and a child's placed classes with them", () => {
    expect(texts.classMeeting(reading, undefined, { seats: 1, taken: 1, waitlisted: 2 })).toBe(
      'Reading (Grade 1) has no more meetings this school year; 1 of 1 seat is taken and 2 students are on the waitlist.',
    );
    expect(
      texts.child(
        'Ana',
        [{ title: 'Reading (Grade 1)', status: 'confirmed', waitlistPosition: null }],
        undefined,
        true,
      ),
    ).toBe('Ana: Reading (Grade 1), Confirmed. No class meetings are left this school year.');
  });
});

describe('nextClassMeeting', () => {
  // Reading meets on Tuesdays and Thursdays from 8:00 to 9:00; Thanksgiving Break is November 23 to 27, 2026.
  it('is a meeting later today until it has begun, then the next one', () => {
    expect(nextClassMeeting(reading, year, [], { day: '2026-09-01', minutes: 7 * 60 + 59 })?.date).toBe('2026-09-01');
    expect(nextClassMeeting(reading, year, [], { day: '2026-09-01', minutes: 8 * 60 })?.date).toBe('2026-09-03');
  });

  it('skips breaks and cancelled meetings, and finds one moved in from another day', () => {
    expect(nextClassMeeting(reading, year, [], { day: '2026-11-20', minutes: 0 })?.date).toBe('2026-12-01');
    const cancelled = { id: 'off', class_key: 'reading_1st', date: '2026-12-01', kind: 'cancelled' as const };
    expect(nextClassMeeting(reading, year, [cancelled], { day: '2026-11-20', minutes: 0 })?.date).toBe('2026-12-03');
    const moved = {
      id: 'moved',
      class_key: 'reading_1st',
      date: '2026-12-03',
      kind: 'moved' as const,
      new_date: '2026-11-30',
    };
    expect(nextClassMeeting(reading, year, [cancelled, moved], { day: '2026-11-20', minutes: 0 })).toMatchObject({
      date: '2026-11-30',
      status: 'moved',
    });
  });

  it('is none once the school year is over', () => {
    expect(nextClassMeeting(reading, year, [], { day: '2027-05-14', minutes: 12 * 60 })).toBeUndefined();
  });
});
