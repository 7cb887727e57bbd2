import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { HouseholdEvent } from './household-event.entity';

/** Writes one line of a household's history, in the write of the change it tells of. */
export async function recordHistory(
  manager: EntityManager,
  householdId: string,
  actorUserId: string | null,
  text: string,
  at: Date,
): Promise<void> {
  await manager.insert(HouseholdEvent, { id: randomUUID(), householdId, actorUserId, text, at });
}
