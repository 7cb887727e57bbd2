import { minutesOf } from './schedule-text';

// The volunteer duties' facts every side reads: who a signup names, where it came from, how it ended, and how
// minutes read as hours. The duties, sign-up and hours rules build on these in files of their own.

/** A volunteer is a guardian (by account) or one of the household's children (by student record). */
export type VolunteerKind = 'guardian' | 'student';

/** Who put a household down for a slot: a guardian, the office by hand, or the office's automatic fill. */
export type SignupSource = 'family' | 'office' | 'auto';

/** Why a signup stopped holding its place. */
export type SignupEnd = 'cancelled' | 'swapped' | 'removed';

/** A term's volunteer policy; a term the office has not set asks no hours. */
export interface VolunteerTerm {
  termKey: string;
  quotaMinutes: number;
  /** Cents per hour not worked. */
  hourlyRate: number;
  signupOpens: string | null;
  signupCloses: string | null;
  autoAssignDays: number | null;
}

export function defaultVolunteerTerm(termKey: string): VolunteerTerm {
  return { termKey, quotaMinutes: 0, hourlyRate: 0, signupOpens: null, signupCloses: null, autoAssignDays: null };
}

/** A slot's length in minutes, from its wall-clock "HH:MM" start and end. */
export function slotMinutes(slot: { start: string; end: string }): number {
  return Math.max(0, minutesOf(slot.end) - minutesOf(slot.start));
}

/** Minutes as people read hours: 90 → "1.5 hours", 60 → "1 hour", 0 → "0 hours". */
export function formatHours(minutes: number): string {
  const hours = Math.round((minutes / 60) * 100) / 100;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
