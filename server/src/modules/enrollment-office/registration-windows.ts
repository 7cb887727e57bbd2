import { In, type EntityManager } from 'typeorm';
import {
  catalogTerms,
  classTitle,
  registrationMessages,
  registrationState,
  seatTakingStatuses,
  wallClockMoment,
  type Catalog,
  type RegistrationState,
  type Term,
} from '@coop/contract';
import { HouseholdStudent } from '../households';
import { Enrollment } from './enrollment.entity';
import type { RefusalCheck } from './enrollment-refusals';
import { Placement } from './placement.entity';

/** What the terms' registration windows decide for one form: classes refused, and classes taken for the waitlist only. */
export interface RegistrationDecision {
  /** By class key, the sentence naming the class and why its term takes nothing now. */
  refusals: Record<string, string>;
  /** Classes whose term is shut but lets the form ask for a place on the waitlist. */
  waitlistOnly: Set<string>;
}

/**
 * Whether the family had a child in a class of the term before, held or confirmed: such a family may enroll from
 * the returning families' date. The family is the household the address belongs to (a guardian's confirmed address,
 * or one its enrollment forms came with), so a second guardian counts as returning too; or, for forms from before
 * households, the forms sent with the address.
 */
async function enrolledIn(manager: EntityManager, term: Term, parentEmail: string): Promise<boolean> {
  if (term.classes.length === 0) return false;
  const email = parentEmail.trim().toLowerCase();
  const households = `(SELECT guardian.household_id FROM household_guardians guardian
      INNER JOIN users account ON account.id = guardian.user_id
      WHERE LOWER(account.email) = :email AND account.verified_email = account.email
    UNION SELECT address.household_id FROM household_form_addresses address WHERE address.email = :email)`;
  return manager
    .createQueryBuilder(Placement, 'placement')
    .leftJoin(HouseholdStudent, 'student', 'student.id = placement.studentId')
    .leftJoin(Enrollment, 'enrollment', 'enrollment.id = placement.enrollmentId')
    .where({ classKey: In(term.classes.map((item) => item.key)), status: In([...seatTakingStatuses]) })
    .andWhere(`(student.householdId IN ${households} OR enrollment.parentEmail = :email)`, { email })
    .getExists();
}

/**
 * The windows' answer for the classes a form chose, at `at`. The returning families' question is asked of the
 * database only while a term is in that window, so the usual form costs no query.
 */
export async function registrationDecision(
  manager: EntityManager,
  catalog: Catalog,
  parentEmail: string,
  classKeys: readonly string[],
  at: Date,
): Promise<RegistrationDecision> {
  const terms = catalogTerms(catalog);
  const now = wallClockMoment(at, catalog.timeZone);
  const states = new Map<string, RegistrationState>();
  const stateOf = async (term: Term): Promise<RegistrationState> => {
    const known = states.get(term.key);
    if (known) return known;
    let state = registrationState(term, now, false);
    if (!state.open && term.index > 0 && registrationState(term, now, true).open) {
      state = registrationState(term, now, await enrolledIn(manager, terms[term.index - 1], parentEmail));
    }
    states.set(term.key, state);
    return state;
  };
  const decision: RegistrationDecision = { refusals: {}, waitlistOnly: new Set() };
  for (const classKey of classKeys) {
    const term = terms.find((candidate) => candidate.classes.some((item) => item.key === classKey));
    if (!term) continue;
    const state = await stateOf(term);
    if (state.waitlistOnly) decision.waitlistOnly.add(classKey);
    else if (!state.open && state.message) {
      const item = term.classes.find((candidate) => candidate.key === classKey)!;
      decision.refusals[classKey] = registrationMessages.refused(classTitle(item), state.message);
    }
  }
  return decision;
}

/** The windows as one of the checks a new form passes: a term taking nothing from this family now refuses its classes. */
export const registrationCheck: RefusalCheck = async (manager, form, { catalog, now }) =>
  (await registrationDecision(manager, catalog, form.enrollment.parentEmail, form.classes, now)).refusals;
