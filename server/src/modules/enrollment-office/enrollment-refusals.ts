import type { EntityManager } from 'typeorm';
import type { Catalog } from '@coop/contract';
import type { EnrollmentSubmission } from '../forms';
import { eligibilityCheck } from './eligibility-check';
import { readSubmission } from './enrollment-intake';
import { registrationCheck } from './registration-windows';

/** A new enrollment form as the checks read it: the family's details, the chosen classes and the student's key. */
export type EnrollmentForm = ReturnType<typeof readSubmission>;

export interface RefusalContext {
  catalog: Catalog;
  /** The office's clock. */
  now: Date;
}

/** One reason to refuse a form: by class key, the sentence a parent reads; empty when it has none. */
export type RefusalCheck = (
  manager: EntityManager,
  form: EnrollmentForm,
  context: RefusalContext,
) => Promise<Record<string, string>>;

/** Every check a new enrollment passes before anything of it is stored, in the order their sentences win a class. */
export const refusalChecks: readonly RefusalCheck[] = [registrationCheck, eligibilityCheck];

/** The refusals of every check, a class keeping the first check's sentence. */
export async function enrollmentRefusals(
  manager: EntityManager,
  submission: EnrollmentSubmission,
  classKeys: ReadonlySet<string>,
  context: RefusalContext,
): Promise<Record<string, string>> {
  const form = readSubmission(submission, classKeys);
  const refusals: Record<string, string> = {};
  for (const check of refusalChecks) {
    for (const [field, message] of Object.entries(await check(manager, form, context))) refusals[field] ??= message;
  }
  return refusals;
}
