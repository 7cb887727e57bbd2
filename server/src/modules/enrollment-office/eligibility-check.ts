import { In, type EntityManager } from 'typeorm';
import {
  allCatalogClasses,
  eligibilityRefusals,
  termsByClass,
  wallClockMoment,
  type StandingPlacement,
  type StudentRecord,
} from '@coop/contract';
import type { RefusalCheck } from './enrollment-refusals';
import { EligibilityOverride } from './eligibility-override.entity';
import { PlacementEvent } from './placement-event.entity';
import { Placement } from './placement.entity';

const standingStatuses = ['held', 'confirmed', 'waitlisted'] as const;

/**
 * What the office knows of a student for the rules: the classes they hold or wait for, the classes that count as
 * taken for a prerequisite, and the classes the office let them into. A class counts as taken when the student
 * holds or was confirmed in it, a withdrawal after the confirmation included: the student sat in the class.
 */
export async function studentRecord(manager: EntityManager, studentKey: string): Promise<StudentRecord> {
  const placements = await manager.findBy(Placement, { studentKey });
  const withdrawn = placements.filter((placement) => placement.status === 'withdrawn').map((placement) => placement.id);
  const confirmedOnce = withdrawn.length
    ? await manager.findBy(PlacementEvent, { placementId: In(withdrawn), toStatus: 'confirmed' })
    : [];
  const overrides = await manager.findBy(EligibilityOverride, { studentKey });
  return {
    standing: placements
      .filter((placement): placement is Placement & { status: StandingPlacement['status'] } =>
        (standingStatuses as readonly string[]).includes(placement.status),
      )
      .map((placement) => ({ classKey: placement.classKey, status: placement.status })),
    taken: placements
      .filter(
        (placement) =>
          placement.status === 'held' ||
          placement.status === 'confirmed' ||
          confirmedOnce.some((event) => event.placementId === placement.id),
      )
      .map((placement) => placement.classKey),
    allowed: overrides.map((override) => override.classKey),
  };
}

/** Age, meeting times and prerequisites, for the student the form names, with the office's allowances. */
export const eligibilityCheck: RefusalCheck = async (manager, form, { catalog, now }) => {
  if (form.classes.length === 0) return {};
  const terms = termsByClass(catalog);
  return eligibilityRefusals({
    studentName: form.enrollment.studentName,
    birthday: form.enrollment.studentBirthday,
    chosen: form.classes,
    classes: new Map(allCatalogClasses(catalog).map((item) => [item.key, item])),
    termStart: (item) => terms.get(item.key)?.start ?? catalog.schoolYear.start,
    today: wallClockMoment(now, catalog.timeZone).slice(0, 10),
    record: await studentRecord(manager, form.student),
  });
};
