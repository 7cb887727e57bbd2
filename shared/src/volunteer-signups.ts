import { ageOn } from './enrollment-eligibility';
import { clockText, dayText, minutesOf } from './schedule-text';
import { formatHours, type VolunteerKind } from './volunteers';

// The sign-up rule for volunteer slots, one pure function the Sign up tab and the server both read, and the words
// of every refusal. The server gathers the facts under its locks and asks; the tab shows the same words.

/** Who asks: a guardian for their household, the office filling by hand, or the automatic fill. */
export type SignupAsker = 'family' | 'office';

/** The facts one sign-up is decided on, gathered as they stand when it is decided. */
export interface SignupFacts {
  asker: SignupAsker;
  /** The co-op's wall clock now: "YYYY-MM-DDTHH:MM". */
  now: string;
  /** The term's sign-up window on the same clock; open on a side that is null. */
  window: { opens: string | null; closes: string | null };
  slot: { date: string; start: string; end: string; people: number };
  /** Open signups on the slot (rows not ended). */
  taken: number;
  /** Taking an offered place: it is already held, so the slot being full does not refuse it. */
  takingOffer: boolean;
  role: { name: string; minAge: number | null; needsBackgroundCheck: boolean };
  volunteer: {
    kind: VolunteerKind;
    name: string;
    /** A child's birth date (YYYY-MM-DD), null when none is on file; guardians are adults. */
    birthday: string | null;
    /** The last day the guardian's background check counts: null for one that does not expire, undefined for none. */
    checkExpires: string | null | undefined;
    /** The volunteer's own open signups, with their slots' dates and times. */
    signups: readonly { slotId: string; date: string; start: string; end: string }[];
  };
  slotId: string;
  /** The household's minutes owed this term; undefined when it takes no part (no child in the term's classes). */
  quotaMinutes: number | undefined;
  /** The minutes of the household's open signups in the term. */
  signedUpMinutes: number;
  /** Whether every household taking part has signed up for its quota. */
  everyoneHasShare: boolean;
}

export const signupRefusalCodes = [
  'window_not_open',
  'window_closed',
  'slot_started',
  'full',
  'already_on_slot',
  'overlapping',
  'too_young',
  'no_birthday',
  'no_background_check',
  'not_taking_part',
  'fair_share',
] as const;
export type SignupRefusalCode = (typeof signupRefusalCodes)[number];

export interface SignupRefusal {
  code: SignupRefusalCode;
  message: string;
}

/** A window's edge as people read it: "Sunday, August 1 at 9:00 AM". */
function momentText(moment: string): string {
  const [day, time] = moment.split('T');
  return `${dayText(day)} at ${clockText(time)}`;
}

/** "4.5 of 6 hours". */
export function hoursOfQuota(signedUp: number, quota: number): string {
  return `${Math.round((signedUp / 60) * 100) / 100} of ${formatHours(quota)}`;
}

/** A child's age in whole years on a day, from the household's birth date (YYYY-MM-DD). */
function ageOnDay(birthday: string, day: string): number {
  const [year, month, date] = birthday.split('-');
  return ageOn(`${month}/${date}/${year}`, day);
}

const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }) =>
  minutesOf(a.start) < minutesOf(b.end) && minutesOf(b.start) < minutesOf(a.end);

export const signupMessages = {
  windowNotOpen: (opens: string) => `Sign-up opens on ${momentText(opens)}.`,
  windowClosed: (closes: string) => `Sign-up closed on ${momentText(closes)}; the office fills the rest.`,
  slotStarted: 'This slot has already begun; sign-up for it is over.',
  full: (people: number) => `This slot is full: all ${people} ${people === 1 ? 'place is' : 'places are'} taken.`,
  alreadyOnSlot: (name: string) => `${name} is already signed up for this slot.`,
  overlapping: (name: string) => `${name} is already signed up for another slot at that time.`,
  tooYoung: (name: string, role: string, minAge: number, age: number) =>
    `${role} needs volunteers aged ${minAge} or older; ${name} will be ${age} on that day.`,
  noBirthday: (name: string, role: string, minAge: number) =>
    `${role} needs volunteers aged ${minAge} or older, and no birth date is on file for ${name}.`,
  noBackgroundCheck: (name: string, role: string) =>
    `${role} needs a background check on file for that day, and ${name} has none.`,
  notTakingPart: 'Only households with a child in this term’s classes sign up for duties.',
  fairShare: (signedUp: number, quota: number) =>
    `Every household signs up for its share first: yours has ${hoursOfQuota(signedUp, quota)}. More opens once every household has its share.`,
  cancelTooLate: 'A signup can be cancelled or offered only before the slot’s day; please call the office.',
  notOffered: 'This place is no longer offered.',
  signupEnded: 'This signup has already ended.',
  ownOffer: 'This is your own household’s place.',
  signupNotFound: 'No such signup.',
  slotNotFound: 'No such slot.',
  termNotFound: 'No such term.',
  volunteerNotFound: 'No such person in a household.',
  notYourHousehold: 'You can sign up only the people of your own household.',
  reasonRequired: 'Say why the signup is removed.',
  dateInvalid: 'Choose a date (YYYY-MM-DD).',
} as const;

/**
 * Whether the volunteer may take the place, and if not, why: the first rule that says no. The office skips the
 * window and fair share (it fills what families leave), never the slot's size, age or background check rules.
 */
export function signupRefusal(facts: SignupFacts): SignupRefusal | null {
  const { slot, role, volunteer } = facts;
  const family = facts.asker === 'family';
  if (family) {
    if (facts.window.opens && facts.now < facts.window.opens)
      return { code: 'window_not_open', message: signupMessages.windowNotOpen(facts.window.opens) };
    if (facts.window.closes && facts.now >= facts.window.closes)
      return { code: 'window_closed', message: signupMessages.windowClosed(facts.window.closes) };
    if (facts.now >= `${slot.date}T${slot.start}`) return { code: 'slot_started', message: signupMessages.slotStarted };
  }
  if (!facts.takingOffer && facts.taken >= slot.people)
    return { code: 'full', message: signupMessages.full(slot.people) };
  if (volunteer.signups.some((signup) => signup.slotId === facts.slotId))
    return { code: 'already_on_slot', message: signupMessages.alreadyOnSlot(volunteer.name) };
  if (volunteer.signups.some((signup) => signup.date === slot.date && overlaps(signup, slot)))
    return { code: 'overlapping', message: signupMessages.overlapping(volunteer.name) };
  if (role.minAge !== null && volunteer.kind === 'student') {
    if (!volunteer.birthday)
      return { code: 'no_birthday', message: signupMessages.noBirthday(volunteer.name, role.name, role.minAge) };
    const age = ageOnDay(volunteer.birthday, slot.date);
    if (age < role.minAge)
      return { code: 'too_young', message: signupMessages.tooYoung(volunteer.name, role.name, role.minAge, age) };
  }
  if (role.needsBackgroundCheck) {
    const expires = volunteer.checkExpires;
    const valid = volunteer.kind === 'guardian' && expires !== undefined && (expires === null || expires >= slot.date);
    if (!valid)
      return { code: 'no_background_check', message: signupMessages.noBackgroundCheck(volunteer.name, role.name) };
  }
  if (family) {
    if (facts.quotaMinutes === undefined) return { code: 'not_taking_part', message: signupMessages.notTakingPart };
    if (facts.signedUpMinutes >= facts.quotaMinutes && !facts.everyoneHasShare)
      return { code: 'fair_share', message: signupMessages.fairShare(facts.signedUpMinutes, facts.quotaMinutes) };
  }
  return null;
}

/** Whether every taking-part household's open signed-up minutes reach its quota. */
export function everyoneHasShare(quotas: ReadonlyMap<string, number>, minutes: ReadonlyMap<string, number>): boolean {
  return [...quotas].every(([householdId, quota]) => (minutes.get(householdId) ?? 0) >= quota);
}

/** Who the automatic fill writes as having signed a household up. */
export const autoAssignName = 'Automatic assignment';
