import type { EntityManager } from 'typeorm';
import { moneyMessages } from '@coop/contract';
import { findForUpdate } from '../../db/row-locks';
import { AppError } from '../../errors';
import { Household } from '../households';

/**
 * Locks a household's row until the transaction ends: every write to its account takes this lock first, so two
 * writers (a payment and a withdrawal, two instances) see each other's lines. A placement move takes it after the
 * class locks it already holds; nothing takes a class lock after it, so no two transactions wait in a circle.
 */
export async function lockHousehold(manager: EntityManager, householdId: string): Promise<void> {
  const found = await manager.findOne(Household, { where: { id: householdId }, ...findForUpdate(manager) });
  if (!found) throw new AppError('NOT_FOUND', moneyMessages.householdNotFound, 'householdId');
}
