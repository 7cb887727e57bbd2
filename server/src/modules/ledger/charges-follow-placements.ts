import { termsByClass } from '@coop/contract';
import { In, type EntityManager } from 'typeorm';
import type { CatalogSource } from '../catalog';
import type { PlacementListener } from '../enrollment-office';
import { HouseholdStudent } from '../households';
import { reconcileAll } from './charges-follow-fees';

/**
 * The office's listener that keeps each household's charges in line with its placements: after any move (held,
 * confirmed, declined, withdrawn, promoted), inside the move's transaction, each household and term touched is
 * reconciled once. A placement with no household student (kept from before households) has no account.
 */
export function chargesFollowPlacements(catalog: CatalogSource): PlacementListener {
  return async (manager: EntityManager, changes) => {
    const studentIds = [...new Set(changes.map((change) => change.placement.studentId).filter((id) => id !== null))];
    if (studentIds.length === 0) return;
    const households = new Map(
      (await manager.findBy(HouseholdStudent, { id: In(studentIds) })).map((student) => [
        student.id,
        student.householdId,
      ]),
    );
    const current = catalog();
    const termOf = termsByClass(current);
    const touched: { householdId: string; termKey: string }[] = [];
    for (const { placement } of changes) {
      const householdId = placement.studentId ? households.get(placement.studentId) : undefined;
      const term = termOf.get(placement.classKey);
      if (householdId && term) touched.push({ householdId, termKey: term.key });
    }
    await reconcileAll(manager, current, touched, new Date());
  };
}
