import { In, type EntityManager } from 'typeorm';
import { placementSystemActors, placementTransitionAllowed, seatTakingStatuses } from '@coop/contract';
import { Placement } from './placement.entity';
import { movePlacement, type PlacementChange, type PlacementMover } from './placement-moves';

const waitlistMover: PlacementMover = { cause: 'promotion', name: placementSystemActors.waitlist, userId: null };

/** Held and confirmed placements of a class: the seats taken. Read under the class's lock. */
export function seatsTaken(manager: EntityManager, classKey: string): Promise<number> {
  return manager.countBy(Placement, { classKey, status: In([...seatTakingStatuses]) });
}

/** The lowest or highest `queue_order` among the class's placements; null when it has none. */
async function queueOrderBound(manager: EntityManager, classKey: string, bound: 'MIN' | 'MAX'): Promise<number | null> {
  const row = await manager
    .createQueryBuilder(Placement, 'placement')
    .select(`${bound}(placement.queueOrder)`, 'bound')
    .where('placement.classKey = :classKey', { classKey })
    .getRawOne<{ bound: number | string | null }>();
  return row?.bound == null ? null : Number(row.bound);
}

/** Where a placement joining the class's waitlist goes: after every one that joined before. */
export async function nextQueueOrder(manager: EntityManager, classKey: string): Promise<number> {
  return ((await queueOrderBound(manager, classKey, 'MAX')) ?? 0) + 1;
}

/** Where a placement put back at the front of the class's waitlist goes: before every one there now. */
export async function frontQueueOrder(manager: EntityManager, classKey: string): Promise<number> {
  return ((await queueOrderBound(manager, classKey, 'MIN')) ?? 1) - 1;
}

/**
 * Gives the free seats of a class to the first waitlisted placements, in waitlist order. Runs under the class's
 * lock after anything that may free a seat or add seats; with seats lowered below those taken it does nothing.
 */
export async function promoteWaitlisted(
  manager: EntityManager,
  classKey: string,
  seats: number,
  at: Date,
): Promise<PlacementChange[]> {
  const free = seats - (await seatsTaken(manager, classKey));
  if (free <= 0) return [];
  const next = await manager.find(Placement, {
    where: { classKey, status: 'waitlisted' },
    order: { queueOrder: 'ASC' },
    take: free,
  });
  const changes: PlacementChange[] = [];
  for (const placement of next) {
    if (!placementTransitionAllowed('system', placement.status, 'held')) continue;
    changes.push(await movePlacement(manager, placement, 'held', { by: waitlistMover, at }));
  }
  return changes;
}

/** Each waitlisted placement's place in its class's line, 1 being next; for the classes named. */
export async function waitlistPositions(
  manager: EntityManager,
  classKeys: readonly string[],
): Promise<Map<string, number>> {
  const positions = new Map<string, number>();
  if (classKeys.length === 0) return positions;
  const waiting = await manager.find(Placement, {
    select: { id: true, classKey: true },
    where: { classKey: In([...new Set(classKeys)]), status: 'waitlisted' },
    order: { classKey: 'ASC', queueOrder: 'ASC' },
  });
  const counters = new Map<string, number>();
  for (const placement of waiting) {
    const position = (counters.get(placement.classKey) ?? 0) + 1;
    counters.set(placement.classKey, position);
    positions.set(placement.id, position);
  }
  return positions;
}
