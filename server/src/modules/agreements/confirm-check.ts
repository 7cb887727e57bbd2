import type { EntityManager } from 'typeorm';
import { agreementMessages, termsByClass, unnamedHousehold, type PlacementStatusName } from '@coop/contract';
import { AppError } from '../../errors';
import { fromCatalog, type CatalogSource } from '../catalog';
import type { Placement } from '../enrollment-office';
import { Household, HouseholdStudent } from '../households';
import { unsignedAgreements } from './agreement-queries';

/** A placement's move as the enrollment office tells its listeners of it. */
interface Move {
  placement: Placement;
  from: PlacementStatusName | null;
  to: PlacementStatusName;
}

/**
 * The office's listener that refuses a placement's confirmation while the student's household has not signed every
 * document its term asks for. Listeners run inside the move's transaction, so throwing here undoes the move and
 * whatever other listeners wrote of it (the family's e-mail), and the office answers with the sentence. Checking
 * after the move lets the office's own refusals (a move its table does not allow) speak first.
 */
export function refuseUnsignedConfirmations(catalog: CatalogSource) {
  const termOfClass = fromCatalog(catalog, termsByClass);
  return async (manager: EntityManager, moves: readonly Move[]): Promise<void> => {
    for (const { placement, from, to } of moves) {
      if (to !== 'confirmed' || from === 'confirmed' || !placement.studentId) continue;
      const term = termOfClass().get(placement.classKey);
      const student = await manager.findOneBy(HouseholdStudent, { id: placement.studentId });
      if (!term || !student) continue;
      const missing = await unsignedAgreements(manager, student.householdId, term.key);
      if (missing.length === 0) continue;
      const household = await manager.findOneBy(Household, { id: student.householdId });
      const name = household?.name || unnamedHousehold(student.fullName);
      throw new AppError(
        'AGREEMENTS_UNSIGNED',
        agreementMessages.unsigned(
          name,
          missing.map((document) => document.title),
          term.name,
        ),
        'status',
      );
    }
  };
}
