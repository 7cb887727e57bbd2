import {
  catalogTerms,
  defaultVolunteerTerm,
  seatTakingStatuses,
  type Catalog,
  type VolunteerTerm,
} from '@coop/contract';
import { In, Not, IsNull, type EntityManager } from 'typeorm';
import { Placement } from '../enrollment-office';
import { HouseholdStudent } from '../households';
import { VolunteerExemption } from './volunteer-exemption.entity';
import { VolunteerTermRow } from './volunteer-term.entity';

/** The term's volunteer policy as the office set it, or one that asks no hours. */
export async function volunteerTerm(manager: EntityManager, termKey: string): Promise<VolunteerTerm> {
  const row = await manager.findOneBy(VolunteerTermRow, { termKey });
  if (!row) return defaultVolunteerTerm(termKey);
  const { quotaMinutes, hourlyRate, signupOpens, signupCloses, autoAssignDays } = row;
  return { termKey, quotaMinutes, hourlyRate, signupOpens, signupCloses, autoAssignDays };
}

/**
 * Each household taking part in the term (a child held or confirmed in one of its classes) with the minutes it owes:
 * the term's quota, or the lower one the office granted it. These are the households fair share counts, the hours
 * ledger lists and a shortfall is charged to; a household with only waitlisted or past children owes nothing.
 */
export async function householdQuotas(
  manager: EntityManager,
  catalog: Catalog,
  termKey: string,
): Promise<Map<string, number>> {
  const classKeys = catalogTerms(catalog)
    .find((term) => term.key === termKey)
    ?.classes.map((item) => item.key);
  if (!classKeys?.length) return new Map();
  const placements = await manager.findBy(Placement, {
    classKey: In(classKeys),
    status: In([...seatTakingStatuses]),
    studentId: Not(IsNull()),
  });
  const studentIds = [...new Set(placements.map((placement) => placement.studentId!))];
  if (studentIds.length === 0) return new Map();
  const students = await manager.findBy(HouseholdStudent, { id: In(studentIds) });
  const { quotaMinutes } = await volunteerTerm(manager, termKey);
  const quotas = new Map(students.map((student) => [student.householdId, quotaMinutes]));
  // An exemption only ever lowers: one granted before the term's quota was lowered below it asks no more.
  for (const exemption of await manager.findBy(VolunteerExemption, { termKey })) {
    if (quotas.has(exemption.householdId))
      quotas.set(exemption.householdId, Math.min(quotaMinutes, exemption.quotaMinutes));
  }
  return quotas;
}
