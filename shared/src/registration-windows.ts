import type { Term } from './catalog-terms';
import { longDate } from './catalog-dates';
import { clockText } from './schedule-text';
import { wallClock } from './time-zone';

/**
 * Whether a term takes an enrollment now, and the sentence that says why not. The windows are wall-clock times in
 * the co-op's time zone, so the moment to compare is the co-op's wall clock too: a window opening at 09:00 is shut
 * at 08:59:59 there and open at 09:00:00, whatever the zone of the server or the phone.
 */
export interface RegistrationState {
  /** The term takes the enrollment as usual. */
  open: boolean;
  /** Not open, but the office lets the form ask for a place on the waitlist. */
  waitlistOnly: boolean;
  /** Why it is not open (and when it will be); null when it is. */
  message: string | null;
}

/** "2027-03-01T09:00" → "March 1, 2027 at 9:00 AM". */
export function momentText(moment: string): string {
  return `${longDate(moment.slice(0, 10))} at ${clockText(moment.slice(11, 16))}`;
}

/** The co-op's wall clock at an instant, as a window's times are written: "2027-03-01T09:00". */
export function wallClockMoment(at: Date, timeZone: string): string {
  const { day, minutes } = wallClock(at, timeZone);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${day}T${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

export const registrationMessages = {
  notOpenYet: (term: string) => `Registration for ${term} is not open yet.`,
  opensOn: (term: string, everyone: string) => `Registration for ${term} opens on ${momentText(everyone)}.`,
  opensToReturning: (term: string, returning: string, everyone: string) =>
    `Registration for ${term} opens to returning families on ${momentText(returning)} and to everyone on ${momentText(everyone)}.`,
  returningOnly: (term: string, everyone: string) =>
    `Registration for ${term} is open to returning families now, and opens to everyone on ${momentText(everyone)}.`,
  closed: (term: string, closes: string) => `Registration for ${term} closed on ${momentText(closes)}.`,
  waitlistOnly: 'Requests sent now join the waitlist.',
  openUntil: (term: string, closes: string) => `Registration for ${term} is open until ${momentText(closes)}.`,
  /** A refused class, named: the field's message on the form and in the server's answer. */
  refused: (className: string, why: string) => `${className}: ${why}`,
} as const;

const open: RegistrationState = { open: true, waitlistOnly: false, message: null };

/**
 * The term's state for a family at `now` (the co-op's wall clock). `returning` says whether the family had a child
 * in the term before, which opens the returning families' window to them.
 */
export function registrationState(term: Term, now: string, returning: boolean): RegistrationState {
  const windows = term.registration;
  // The school year took enrollments from everyone before terms existed, and still does unless given windows.
  if (!windows)
    return term.first
      ? open
      : { open: false, waitlistOnly: false, message: registrationMessages.notOpenYet(term.name) };
  const shut = (message: string): RegistrationState =>
    windows.waitlistWhenClosed
      ? { open: false, waitlistOnly: true, message: `${message} ${registrationMessages.waitlistOnly}` }
      : { open: false, waitlistOnly: false, message };
  if (windows.closes && now >= windows.closes) return shut(registrationMessages.closed(term.name, windows.closes));
  if (now >= windows.everyone) return open;
  if (windows.returning && now >= windows.returning) {
    return returning ? open : shut(registrationMessages.returningOnly(term.name, windows.everyone));
  }
  return shut(
    windows.returning
      ? registrationMessages.opensToReturning(term.name, windows.returning, windows.everyone)
      : registrationMessages.opensOn(term.name, windows.everyone),
  );
}

/**
 * What the form says above a term's classes, for a family it does not know yet: why it takes nothing now, or until
 * when it takes enrollments. Null when it is open with no end set.
 */
export function registrationNotice(term: Term, now: string): string | null {
  const state = registrationState(term, now, false);
  if (state.message) return state.message;
  return term.registration?.closes ? registrationMessages.openUntil(term.name, term.registration.closes) : null;
}

/**
 * Whether the form lets a family choose the term's classes: when the term takes enrollments, or waitlist requests,
 * from someone. A family the server finds was not enrolled last term is still refused during the returning families'
 * window; the form cannot know that before it is sent.
 */
export function registrationTakesRequests(term: Term, now: string): boolean {
  const state = registrationState(term, now, true);
  return state.open || state.waitlistOnly;
}
