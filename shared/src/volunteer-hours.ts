import { formatCents, type Cents } from './money';
import { formatHours } from './volunteers';

// Check-in and out at the door, the office's corrections, and the hours ledger with its term-end charge or
// waiver: the rules and words both the phone's screens and the server read.

/** A check-in or a check-out. */
export const checkDirections = ['in', 'out'] as const;
export type CheckDirection = (typeof checkDirections)[number];

/** How far ahead of the server's clock a phone's clock may run (a few minutes' drift). */
export const checkAheadMinutesAtMost = 5;

/** How many days from the slot's date a check may be stamped: a phone's clock near midnight, a late replay. */
export const checkDaysAroundSlot = 1;

/** The longest a correction may say a signup was worked: one day. */
export const correctionMinutesAtMost = 24 * 60;

export const volunteerReasonMaxLength = 500;

/** One check as a signup's worked time reads it. */
export interface CheckMoment {
  direction: CheckDirection;
  /** The device's time. */
  at: Date;
}

/** A signup's worked time: from its checks, or the office's latest correction. */
export interface WorkedTime {
  minutes: number;
  /** Checked in with no check-out after it and nothing corrected: it counts nothing until the office corrects it. */
  missingOut: boolean;
  firstIn: Date | null;
  lastOut: Date | null;
}

/**
 * First check-in to last check-out, in whole minutes; a check-out before the first check-in does not count. The
 * office's correction, when there is one, replaces what the checks say.
 */
export function workedTime(checks: readonly CheckMoment[], correctedMinutes: number | null): WorkedTime {
  const ins = checks.filter((check) => check.direction === 'in').map((check) => check.at.getTime());
  const firstIn = ins.length > 0 ? Math.min(...ins) : null;
  const outs = checks
    .filter((check) => check.direction === 'out' && firstIn !== null && check.at.getTime() >= firstIn)
    .map((check) => check.at.getTime());
  const lastOut = outs.length > 0 ? Math.max(...outs) : null;
  const fromChecks = firstIn !== null && lastOut !== null ? Math.floor((lastOut - firstIn) / 60_000) : 0;
  return {
    minutes: correctedMinutes ?? fromChecks,
    missingOut: correctedMinutes === null && firstIn !== null && lastOut === null,
    firstIn: firstIn === null ? null : new Date(firstIn),
    lastOut: lastOut === null ? null : new Date(lastOut),
  };
}

/** What a household still owes of its quota: never below nothing. */
export function shortMinutes(requiredMinutes: number, workedMinutes: number): number {
  return Math.max(0, requiredMinutes - workedMinutes);
}

/** The charge for minutes not worked at the term's rate per hour, prorated by the minute and rounded to the cent. */
export function shortfallCharge(minutes: number, hourlyRate: Cents): Cents {
  return Math.round((minutes * hourlyRate) / 60);
}

/** How the office closes a household's hours for a term. */
export const settlementOutcomes = ['charged', 'waived'] as const;
export type SettlementOutcome = (typeof settlementOutcomes)[number];

/** "Charge $45.00 for 3 hours": the office's button for a household short of its quota. */
export function chargeButtonText(minutes: number, hourlyRate: Cents): string {
  return `Charge ${formatCents(shortfallCharge(minutes, hourlyRate))} for ${formatHours(minutes)}`;
}

/** The line on the family's statement: "Volunteer hours not worked: 2026–27, 3 hours". */
export function shortfallLineDescription(label: string, termName: string, minutes: number): string {
  return `${label}: ${termName}, ${formatHours(minutes)}`;
}

/** The ledger line's external id: one charge per household and term, however often it is asked for. */
export const shortfallExternalId = (termKey: string, householdId: string) =>
  `volunteer-hours:${termKey}:${householdId}`;

export const volunteerHoursMessages = {
  checkIdInvalid: 'This check-in has no id of its own; please reload the page and try again.',
  directionInvalid: 'Please choose check in or check out.',
  timeInvalid: 'The time of the check-in is missing or not a time.',
  timeAhead: 'The phone’s clock is ahead of the co-op’s; please check its time and try again.',
  timeOffDay: 'This signup is for another day; check in on the day of the duty.',
  signupNotFound: 'There is no such signup.',
  signupNotYours: 'This signup is not your household’s.',
  signupEnded: 'This signup was cancelled or handed on; it cannot be checked in.',
  checkIdTaken: 'This check-in id was used for another signup.',
  minutesInvalid: `Please enter the minutes worked as a whole number from 0 to ${correctionMinutesAtMost}.`,
  reasonRequired: 'Please give a reason.',
  reasonTooLong: `Please keep the reason to ${volunteerReasonMaxLength} characters or fewer.`,
  outcomeInvalid: 'Please choose to charge or to waive.',
  termNotFound: 'There is no such term.',
  householdNotInTerm: 'This household has no hours in this term.',
  nothingShort: 'This household is not short of its quota.',
  noRate: 'The term has no per-hour rate for hours not worked; set one under Duties first.',
  alreadySettled: 'This household’s hours for the term are already settled.',
} as const;

/** What the Check in and Hours screens say. */
export const volunteerHoursTexts = {
  savedOnPhone: 'Saved on this phone; it will be sent when you are back online.',
  sent: 'Sent.',
  missingOut: 'No check-out',
  noSignupsToday: 'Your household has no duties today or on the next co-op day.',
  noSignupsAtDoor: 'No one is down for a duty on this day.',
  noHouseholds: 'No household takes part in this term yet.',
  noHousehold: 'Your account is not part of a household yet.',
  settledCharged: (amount: Cents, minutes: number) =>
    `Charged ${formatCents(amount)} for ${formatHours(minutes)} not worked.`,
  settledWaived: (minutes: number, reason: string) => `Waived ${formatHours(minutes)}: ${reason}`,
} as const;
