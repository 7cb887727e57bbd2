import {
  backgroundCheckProblems,
  catalogTerms,
  dutyRoleProblems,
  exemptionProblems,
  slotPatternProblems,
  slotEditProblems,
  volunteerDutiesMessages,
  volunteerPolicyProblems,
  type BackgroundCheckInput,
  type Catalog,
  type DutyProblem,
  type DutyRoleInput,
  type ExemptionInput,
  type SlotPattern,
  type Term,
  type VolunteerPolicyInput,
} from '@coop/contract';
import { AppError } from '../../errors';

// Reading what the office sends about duties. Both channels hand the raw values here, so a REST body and a GraphQL
// input are refused with the same words, naming the same field, as the Duties tab's own checks.

type Raw = Record<string, unknown>;

function refuse([problem]: DutyProblem[]) {
  if (problem) throw new AppError('BAD_USER_INPUT', problem.message, problem.field);
}

/** Null and absent are the same "none" for the optional settings. */
const orNull = (value: unknown) => (value === undefined || value === '' ? null : value);

/** An id the office named: text, or a refusal of that field. */
export function parseId(value: unknown, field: string, message: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64)
    throw new AppError('NOT_FOUND', message, field);
  return value;
}

export function parseTerm(catalog: Catalog, value: unknown): Term {
  const term = catalogTerms(catalog).find((each) => each.key === value);
  if (!term) throw new AppError('NOT_FOUND', volunteerDutiesMessages.termNotFound, 'termKey');
  return term;
}

export function parseRole(raw: Raw): DutyRoleInput {
  const role = {
    name: raw.name as string,
    description: (raw.description ?? '') as string,
    people: raw.people as number,
    minAge: orNull(raw.minAge) as number | null,
    needsBackgroundCheck: raw.needsBackgroundCheck === true,
    perClass: raw.perClass === true,
  };
  refuse(dutyRoleProblems(role));
  return { ...role, name: role.name.trim(), description: role.description.trim() };
}

export function parsePolicy(raw: Raw): VolunteerPolicyInput {
  const policy = {
    quotaMinutes: raw.quotaMinutes as number,
    hourlyRate: raw.hourlyRate as number,
    signupOpens: orNull(raw.signupOpens) as string | null,
    signupCloses: orNull(raw.signupCloses) as string | null,
    autoAssignDays: orNull(raw.autoAssignDays) as number | null,
  };
  refuse(volunteerPolicyProblems(policy));
  return policy;
}

export function parseExemption(raw: Raw): ExemptionInput {
  const exemption = { quotaMinutes: raw.quotaMinutes as number, reason: raw.reason as string };
  refuse(exemptionProblems(exemption));
  return { ...exemption, reason: exemption.reason.trim() };
}

export function parseBackgroundCheck(raw: Raw): BackgroundCheckInput {
  const record = {
    checkedOn: raw.checkedOn as string,
    expiresOn: orNull(raw.expiresOn) as string | null,
    note: (raw.note ?? '') as string,
  };
  refuse(backgroundCheckProblems(record));
  return { ...record, note: record.note.trim() };
}

export function parsePattern(raw: Raw): SlotPattern {
  const pattern = {
    weekdays: raw.weekdays as SlotPattern['weekdays'],
    start: raw.start as string,
    end: raw.end as string,
  };
  refuse(slotPatternProblems(pattern));
  return { ...pattern, weekdays: [...new Set(pattern.weekdays)] };
}

/** A slot's new people and times; the people at least the places already held. */
export function parseSlotEdit(raw: Raw, held: number): { people: number; start: string; end: string } {
  const edit = { people: raw.people as number, start: raw.start as string, end: raw.end as string };
  refuse(slotEditProblems(edit));
  if (edit.people < held) throw new AppError('BAD_USER_INPUT', volunteerDutiesMessages.peopleBelowHeld(held), 'people');
  return edit;
}
