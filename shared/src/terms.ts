import { isIsoDate } from './catalog-dates';
import type { RegistrationWindows } from './catalog';

/** What the office is told when a term or its windows cannot be saved: the Terms screen and the server say the same. */
export const termMessages = {
  unknownTerm: 'There is no such term.',
  nameRequired: 'Please give the new term a name, such as Fall 2027.',
  nameTooLong: 'Please keep the name to 60 characters or fewer.',
  nameTaken: (name: string) => `There is already a term called ${name}.`,
  startInvalid: 'Please enter the first day as a date.',
  startTooEarly: (last: string) => `The new term must start after ${last} starts.`,
  momentInvalid: 'Please enter a date and a time.',
  everyoneRequired: 'Please enter when registration opens to everyone.',
  returningAfterEveryone: 'Returning families must be able to register no later than everyone else.',
  closesBeforeOpening: 'Registration must close after it opens to everyone.',
  firstTermAlwaysOpen: (name: string) =>
    `${name} takes enrollments from everyone at any time until it is given registration dates.`,
} as const;

const momentPattern = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/;

/** A window's time as the co-op's wall clock, "2027-03-01T09:00" (what a date-and-time field gives). */
export function isMoment(value: string): boolean {
  const match = momentPattern.exec(value);
  return match !== null && isIsoDate(match[1]);
}

export type RegistrationWindowField = 'returning' | 'everyone' | 'closes';

/** What is wrong with windows the office entered, by field; empty when they can be saved. */
export function registrationWindowProblems(
  windows: Partial<RegistrationWindows>,
): Partial<Record<RegistrationWindowField, string>> {
  const problems: Partial<Record<RegistrationWindowField, string>> = {};
  if (!windows.everyone) problems.everyone = termMessages.everyoneRequired;
  else if (!isMoment(windows.everyone)) problems.everyone = termMessages.momentInvalid;
  if (windows.returning && !isMoment(windows.returning)) problems.returning = termMessages.momentInvalid;
  if (windows.closes && !isMoment(windows.closes)) problems.closes = termMessages.momentInvalid;
  if (Object.keys(problems).length > 0) return problems;
  if (windows.returning && windows.returning > windows.everyone!)
    problems.returning = termMessages.returningAfterEveryone;
  if (windows.closes && windows.closes <= windows.everyone!) problems.closes = termMessages.closesBeforeOpening;
  return problems;
}
