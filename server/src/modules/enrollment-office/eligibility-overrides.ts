import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import {
  eligibilityOverrideLimits,
  eligibilityOverrideMessages,
  fieldMessages,
  isBirthday,
  checkEmail,
  overrideHistoryReason,
} from '@coop/contract';
import { AppError } from '../../errors';
import { EligibilityOverride } from './eligibility-override.entity';
import { PlacementEvent } from './placement-event.entity';
import type { PlacementChange } from './placement-moves';
import { studentKey } from './student-key';

/** The student as the enrollment form named them, the class, and why the office lets them in. */
export interface EligibilityOverrideInput {
  parentEmail: string;
  studentName: string;
  studentBirthday: string;
  classKey: string;
  reason: string;
}

function textOf(raw: Record<string, unknown>, name: keyof EligibilityOverrideInput): string {
  const value = raw[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** Checks what a caller sent, on either channel, before the service reads it. */
export function overrideInput(raw: Record<string, unknown>): EligibilityOverrideInput {
  const input: EligibilityOverrideInput = {
    parentEmail: textOf(raw, 'parentEmail'),
    studentName: textOf(raw, 'studentName'),
    studentBirthday: textOf(raw, 'studentBirthday'),
    classKey: textOf(raw, 'classKey'),
    reason: textOf(raw, 'reason'),
  };
  if (!input.reason) throw new AppError('BAD_USER_INPUT', eligibilityOverrideMessages.reasonRequired, 'reason');
  if (input.reason.length > eligibilityOverrideLimits.reason)
    throw new AppError('BAD_USER_INPUT', eligibilityOverrideMessages.reasonTooLong, 'reason');
  if (!input.classKey) throw new AppError('BAD_USER_INPUT', eligibilityOverrideMessages.classRequired, 'classKey');
  if (!input.studentName || input.studentName.length > eligibilityOverrideLimits.studentName)
    throw new AppError('BAD_USER_INPUT', eligibilityOverrideMessages.studentRequired, 'studentName');
  if (!isBirthday(input.studentBirthday))
    throw new AppError('BAD_USER_INPUT', fieldMessages.birthdayInvalid, 'studentBirthday');
  if (input.parentEmail.length > eligibilityOverrideLimits.parentEmail || checkEmail(input.parentEmail))
    throw new AppError('BAD_USER_INPUT', fieldMessages.emailInvalid, 'parentEmail');
  return input;
}

/** Keeps the override, replacing the reason of one given before for the same student and class. */
export async function overrideEligibility(
  manager: EntityManager,
  admin: { id: string; name: string },
  input: EligibilityOverrideInput,
  at: Date,
): Promise<EligibilityOverride> {
  const key = studentKey(input.parentEmail, input.studentName, input.studentBirthday);
  const given = { reason: input.reason, actorUserId: admin.id, actorName: admin.name, createdAt: at };
  const existing = await manager.findOneBy(EligibilityOverride, { studentKey: key, classKey: input.classKey });
  if (existing) {
    await manager.update(EligibilityOverride, { id: existing.id }, given);
    return { ...existing, ...given };
  }
  const created = manager.create(EligibilityOverride, {
    id: randomUUID(),
    studentKey: key,
    classKey: input.classKey,
    ...given,
  });
  await manager.insert(EligibilityOverride, created);
  return created;
}

/**
 * The history line of a placement the form made thanks to an override says so, with who allowed it and why: the
 * roster then tells why a student outside the rules holds the seat.
 */
export async function noteOverridesInHistory(manager: EntityManager, changes: readonly PlacementChange[]) {
  for (const change of changes) {
    if (change.by.cause !== 'enrollment') continue;
    const override = await manager.findOneBy(EligibilityOverride, {
      studentKey: change.placement.studentKey,
      classKey: change.placement.classKey,
    });
    if (!override) continue;
    await manager.update(
      PlacementEvent,
      { id: change.eventId },
      { reason: overrideHistoryReason(override.actorName, override.reason) },
    );
  }
}
