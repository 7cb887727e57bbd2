import type { SchoolYear, CatalogClass } from './catalog';
import { addDays, datesBetween, isIsoDate, weekdayOf, weekdays, type Weekday } from './catalog-dates';
import { classMeetings } from './class-meetings';
import { isCalendarDay } from './fee-settings';
import { maxAmountCents, moneyMessages } from './money';
import { isClassDay } from './schedule-changes';
import { minutesOf } from './schedule-text';
import type { ScheduleChange } from './site-content';
import { isMoment, termMessages } from './terms';

// What the office sets up for volunteer duties (roles, each term's policy, exemptions, background checks on file,
// the slots of the co-op days), checked the same way by the Duties tab and by the server, and the date logic that
// turns a term's co-op days into slots.

/** The limits of a duty role and a term's policy. */
export const dutyLimits = {
  nameMax: 80,
  descriptionMax: 1000,
  people: { min: 1, max: 50 },
  minAge: { min: 10, max: 21 },
  /** A term's quota, and a household's own, in hours. */
  quotaHoursMax: 200,
  autoAssignDays: { min: 1, max: 30 },
  reasonMax: 500,
  noteMax: 500,
} as const;

export const volunteerDutiesMessages = {
  termNotFound: 'There is no such term.',
  roleNotFound: 'There is no such duty.',
  roleRetired: 'This duty is retired; bring it back or choose another one.',
  nameRequired: 'Please give the duty a name, such as Hall monitor.',
  nameTooLong: `Please keep the name to ${dutyLimits.nameMax} characters or fewer.`,
  descriptionTooLong: `Please keep the description to ${dutyLimits.descriptionMax} characters or fewer.`,
  peopleInvalid: `Please enter how many people, a whole number from ${dutyLimits.people.min} to ${dutyLimits.people.max}.`,
  minAgeInvalid: `Please enter a minimum age from ${dutyLimits.minAge.min} to ${dutyLimits.minAge.max}, or leave it empty.`,
  hoursInvalid: `Please enter hours from 0 to ${dutyLimits.quotaHoursMax}, such as 7.5.`,
  rateInvalid: moneyMessages.amountInvalid,
  momentInvalid: termMessages.momentInvalid,
  closesBeforeOpens: 'Sign-up must close after it opens.',
  autoAssignInvalid: `Please enter a number of days from ${dutyLimits.autoAssignDays.min} to ${dutyLimits.autoAssignDays.max}, or leave it empty.`,
  householdNotFound: 'There is no such family.',
  reasonRequired: 'Please give the reason for the exemption.',
  reasonTooLong: `Please keep the reason to ${dutyLimits.reasonMax} characters or fewer.`,
  guardianNotFound: 'There is no such guardian.',
  checkedOnInvalid: 'Please enter the day the check was done as a date.',
  expiresInvalid: 'Please enter the last day it counts as a date after the check, or leave it empty.',
  noteTooLong: `Please keep the note to ${dutyLimits.noteMax} characters or fewer.`,
  weekdaysRequired: 'Please choose at least one weekday.',
  timeInvalid: 'Please enter the time as hours and minutes, such as 09:00.',
  endBeforeStart: 'The end must be after the start.',
  slotNotFound: 'There is no such slot.',
  slotHeld: 'Someone holds a place on this slot: remove their signup first.',
  peopleBelowHeld: (held: number) =>
    `${held} ${held === 1 ? 'person holds a place' : 'people hold places'} on this slot; please enter at least ${held}.`,
  roleAdded: 'The duty is added.',
  roleSaved: 'The duty is saved.',
  roleRetiredDone: 'The duty is retired; its slots and hours stay.',
  roleRestored: 'The duty is offered again.',
  policySaved: 'The term’s volunteer policy is saved.',
  exemptionSaved: 'The exemption is saved.',
  exemptionRemoved: 'The exemption is removed; the family owes the term’s quota.',
  checkSaved: 'The background check is on file.',
  checkRemoved: 'The background check is removed.',
  slotSaved: 'The slot is saved.',
  slotDeleted: 'The slot is deleted.',
  slotsAdded: (count: number) =>
    count === 0
      ? 'Every slot was already there; nothing was added.'
      : `${count} ${count === 1 ? 'slot was' : 'slots were'} added.`,
} as const;

/** A refusal of one field of a Duties form, named as both the form and the API name it. */
export interface DutyProblem {
  field: string;
  message: string;
}

function problemList() {
  const problems: DutyProblem[] = [];
  const check = (ok: boolean, field: string, message: string) => {
    if (!ok) problems.push({ field, message });
  };
  return { problems, check };
}

const isWholeIn = (value: unknown, range: { min: number; max: number }): value is number =>
  Number.isInteger(value) && (value as number) >= range.min && (value as number) <= range.max;

/** What the office types for a duty role. */
export interface DutyRoleInput {
  name: string;
  description: string;
  people: number;
  minAge: number | null;
  needsBackgroundCheck: boolean;
  perClass: boolean;
}

export function dutyRoleProblems(role: DutyRoleInput): DutyProblem[] {
  const { problems, check } = problemList();
  const name = typeof role.name === 'string' ? role.name.trim() : '';
  check(name.length > 0, 'name', volunteerDutiesMessages.nameRequired);
  check(name.length <= dutyLimits.nameMax, 'name', volunteerDutiesMessages.nameTooLong);
  check(
    typeof role.description === 'string' && role.description.length <= dutyLimits.descriptionMax,
    'description',
    volunteerDutiesMessages.descriptionTooLong,
  );
  check(isWholeIn(role.people, dutyLimits.people), 'people', volunteerDutiesMessages.peopleInvalid);
  check(
    role.minAge === null || isWholeIn(role.minAge, dutyLimits.minAge),
    'minAge',
    volunteerDutiesMessages.minAgeInvalid,
  );
  return problems;
}

/** Hours as the office types them ("7.5", "8", "6.25") in whole minutes; null when not hours from 0 to the most. */
export function parseHours(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const minutes = Math.round(Number(`${match[1]}.${match[2] ?? '0'}`) * 60);
  return minutes <= dutyLimits.quotaHoursMax * 60 ? minutes : null;
}

/** Minutes as a field shows them for editing: 450 → "7.5", 480 → "8". */
export function hoursText(minutes: number): string {
  return String(Math.round((minutes / 60) * 100) / 100);
}

const isQuotaMinutes = (value: unknown) => isWholeIn(value, { min: 0, max: dutyLimits.quotaHoursMax * 60 });

/** A term's volunteer policy as the office sends it (minutes and cents). */
export interface VolunteerPolicyInput {
  quotaMinutes: number;
  hourlyRate: number;
  signupOpens: string | null;
  signupCloses: string | null;
  autoAssignDays: number | null;
}

export function volunteerPolicyProblems(policy: VolunteerPolicyInput): DutyProblem[] {
  const { problems, check } = problemList();
  check(isQuotaMinutes(policy.quotaMinutes), 'quotaMinutes', volunteerDutiesMessages.hoursInvalid);
  check(
    isWholeIn(policy.hourlyRate, { min: 0, max: maxAmountCents }),
    'hourlyRate',
    volunteerDutiesMessages.rateInvalid,
  );
  const moment = (value: unknown) => value === null || (typeof value === 'string' && isMoment(value));
  check(moment(policy.signupOpens), 'signupOpens', volunteerDutiesMessages.momentInvalid);
  check(moment(policy.signupCloses), 'signupCloses', volunteerDutiesMessages.momentInvalid);
  // Both as the co-op's wall clock, so comparing the text compares the moments.
  const { signupOpens: opens, signupCloses: closes } = policy;
  check(!opens || !closes || closes > opens, 'signupCloses', volunteerDutiesMessages.closesBeforeOpens);
  check(
    policy.autoAssignDays === null || isWholeIn(policy.autoAssignDays, dutyLimits.autoAssignDays),
    'autoAssignDays',
    volunteerDutiesMessages.autoAssignInvalid,
  );
  return problems;
}

/** A household's own quota for a term (0: exempt), with the reason. */
export interface ExemptionInput {
  quotaMinutes: number;
  reason: string;
}

export function exemptionProblems(exemption: ExemptionInput): DutyProblem[] {
  const { problems, check } = problemList();
  check(isQuotaMinutes(exemption.quotaMinutes), 'quotaMinutes', volunteerDutiesMessages.hoursInvalid);
  const reason = typeof exemption.reason === 'string' ? exemption.reason.trim() : '';
  check(reason.length > 0, 'reason', volunteerDutiesMessages.reasonRequired);
  check(reason.length <= dutyLimits.reasonMax, 'reason', volunteerDutiesMessages.reasonTooLong);
  return problems;
}

/** A guardian's background check on file. */
export interface BackgroundCheckInput {
  checkedOn: string;
  expiresOn: string | null;
  note: string;
}

export function backgroundCheckProblems(record: BackgroundCheckInput): DutyProblem[] {
  const { problems, check } = problemList();
  check(isCalendarDay(record.checkedOn), 'checkedOn', volunteerDutiesMessages.checkedOnInvalid);
  check(
    record.expiresOn === null || (isCalendarDay(record.expiresOn) && !(record.expiresOn < record.checkedOn)),
    'expiresOn',
    volunteerDutiesMessages.expiresInvalid,
  );
  check(
    typeof record.note === 'string' && record.note.length <= dutyLimits.noteMax,
    'note',
    volunteerDutiesMessages.noteTooLong,
  );
  return problems;
}

/** Whether a check on file counts on a day: done by then, and not expired. */
export function backgroundCheckValid(check: { checkedOn: string; expiresOn: string | null }, day: string): boolean {
  return check.checkedOn <= day && (check.expiresOn === null || check.expiresOn >= day);
}

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Wall-clock start and end, "HH:MM", the end after the start. */
export function slotTimesProblems(times: { start: string; end: string }): DutyProblem[] {
  const { problems, check } = problemList();
  const startOk = typeof times.start === 'string' && timePattern.test(times.start);
  const endOk = typeof times.end === 'string' && timePattern.test(times.end);
  check(startOk, 'start', volunteerDutiesMessages.timeInvalid);
  check(endOk, 'end', volunteerDutiesMessages.timeInvalid);
  check(
    !startOk || !endOk || minutesOf(times.end) > minutesOf(times.start),
    'end',
    volunteerDutiesMessages.endBeforeStart,
  );
  return problems;
}

/** A slot as the office edits it: how many people, and its times. */
export function slotEditProblems(slot: { people: number; start: string; end: string }): DutyProblem[] {
  return [
    ...(isWholeIn(slot.people, dutyLimits.people)
      ? []
      : [{ field: 'people', message: volunteerDutiesMessages.peopleInvalid }]),
    ...slotTimesProblems(slot),
  ];
}

/** A weekday pattern for a duty's slots: one or more weekdays, with the times. */
export interface SlotPattern {
  weekdays: readonly Weekday[];
  start: string;
  end: string;
}

export function slotPatternProblems(pattern: SlotPattern): DutyProblem[] {
  const known = Array.isArray(pattern.weekdays) && pattern.weekdays.every((day) => weekdays.includes(day));
  return [
    ...(known && pattern.weekdays.length > 0
      ? []
      : [{ field: 'weekdays', message: volunteerDutiesMessages.weekdaysRequired }]),
    ...slotTimesProblems(pattern),
  ];
}

/** A term's days as the generator reads them (a catalog term, its registration windows aside). */
export type TermDays = Omit<SchoolYear, 'registration'>;

/** One slot the generator would make: a date, its times, and the class for a classroom assistant. */
export interface PlannedSlot {
  date: string;
  start: string;
  end: string;
  classKey: string | null;
}

/** The term's co-op days on the pattern's weekdays, from its first day to its last, breaks skipped. */
export function patternSlots(term: TermDays, pattern: SlotPattern): PlannedSlot[] {
  if (!isIsoDate(term.start) || !isIsoDate(term.end)) return [];
  const days = new Set(pattern.weekdays);
  return [...datesBetween(term.start, term.end)]
    .filter((date) => days.has(weekdayOf(date)) && isClassDay(date, term))
    .map((date) => ({ date, start: pattern.start, end: pattern.end, classKey: null }));
}

/**
 * One slot per meeting of each of the term's classes, at the class's times: a cancelled meeting has none, a moved
 * one is at its new date and times.
 */
export function classMeetingSlots(
  term: TermDays & { classes: readonly CatalogClass[] },
  changes: readonly ScheduleChange[],
): PlannedSlot[] {
  return term.classes.flatMap((item) =>
    classMeetings(item, term, changes, term.start, addDays(term.end, 1))
      .filter((meeting) => meeting.status !== 'cancelled')
      .map(({ date, start, end }) => ({ date, start, end, classKey: item.key })),
  );
}

/**
 * Whether a planned slot is already there: the same class (or none) on the same date with overlapping times. Times
 * overlap rather than match, so a slot the office moved by a few minutes is not made again, while a morning and an
 * afternoon shift of one duty stay two slots.
 */
export function slotAlreadyThere(planned: PlannedSlot, existing: readonly PlannedSlot[]): boolean {
  return existing.some(
    (slot) =>
      slot.date === planned.date &&
      slot.classKey === planned.classKey &&
      minutesOf(slot.start) < minutesOf(planned.end) &&
      minutesOf(planned.start) < minutesOf(slot.end),
  );
}
