import {
  checkDirections,
  correctionMinutesAtMost,
  isIsoDate,
  moneyMessages,
  settlementOutcomes,
  volunteerHoursMessages as messages,
  volunteerReasonMaxLength,
  type CheckDirection,
  type SettlementOutcome,
} from '@coop/contract';
import { AppError } from '../../errors';

// Reading what a phone or the office sends: a REST body and a GraphQL input are refused with the same words and
// the same field.

type Raw = Record<string, unknown>;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const bad = (message: string, field: string) => new AppError('BAD_USER_INPUT', message, field);

/** An id that names nothing is answered as the thing it does not name. */
function id(value: unknown, field: string, notFound: string): string {
  if (typeof value !== 'string' || !uuid.test(value)) throw new AppError('NOT_FOUND', notFound, field);
  return value.toLowerCase();
}

export const householdIdOf = (value: unknown) => id(value, 'householdId', moneyMessages.householdNotFound);

export function isoDate(value: unknown): string {
  if (typeof value !== 'string' || !isIsoDate(value)) throw bad(messages.timeInvalid, 'date');
  return value;
}

export function termKeyOf(value: unknown): string {
  if (typeof value !== 'string' || value.length > 64) throw new AppError('NOT_FOUND', messages.termNotFound, 'termKey');
  return value;
}

function reasonOf(value: unknown, required: boolean): string | null {
  const reason = typeof value === 'string' ? value.trim() : '';
  if (!reason) {
    if (required) throw bad(messages.reasonRequired, 'reason');
    return null;
  }
  if (reason.length > volunteerReasonMaxLength) throw bad(messages.reasonTooLong, 'reason');
  return reason;
}

export interface CheckInput {
  id: string;
  signupId: string;
  direction: CheckDirection;
  at: Date;
}

export function checkInput(raw: Raw): CheckInput {
  if (typeof raw.id !== 'string' || !uuid.test(raw.id)) throw bad(messages.checkIdInvalid, 'id');
  const signupId = id(raw.signupId, 'signupId', messages.signupNotFound);
  if (!checkDirections.includes(raw.direction as CheckDirection)) throw bad(messages.directionInvalid, 'direction');
  const at = typeof raw.at === 'string' ? new Date(raw.at) : null;
  if (!at || Number.isNaN(at.getTime())) throw bad(messages.timeInvalid, 'at');
  return { id: raw.id.toLowerCase(), signupId, direction: raw.direction as CheckDirection, at };
}

export function correctionInput(raw: Raw): { signupId: string; minutes: number; reason: string } {
  const signupId = id(raw.signupId, 'signupId', messages.signupNotFound);
  const minutes = typeof raw.minutes === 'string' && raw.minutes.trim() !== '' ? Number(raw.minutes) : raw.minutes;
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 0 || minutes > correctionMinutesAtMost)
    throw bad(messages.minutesInvalid, 'minutes');
  return { signupId, minutes, reason: reasonOf(raw.reason, true)! };
}

export function settlementInput(raw: Raw): {
  termKey: string;
  householdId: unknown;
  outcome: SettlementOutcome;
  reason: string | null;
} {
  if (!settlementOutcomes.includes(raw.outcome as SettlementOutcome)) throw bad(messages.outcomeInvalid, 'outcome');
  const outcome = raw.outcome as SettlementOutcome;
  return {
    termKey: termKeyOf(raw.termKey),
    householdId: raw.householdId,
    outcome,
    // A waiver says why; a charge may carry a note.
    reason: reasonOf(raw.reason, outcome === 'waived'),
  };
}
