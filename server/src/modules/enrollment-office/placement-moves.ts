import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { PlacementStatusName } from '@coop/contract';
import { PlacementEvent } from './placement-event.entity';
import { Placement } from './placement.entity';

/**
 * What moved a placement: a new enrollment, the waitlist, an administrator, the parent, or the release of a seat
 * whose deposit was not paid in time.
 */
export type PlacementCause = 'enrollment' | 'promotion' | 'staff' | 'parent' | 'release';

/** Who a history entry names. */
export interface PlacementMover {
  cause: PlacementCause;
  name: string;
  userId: string | null;
}

/** One move, as the history keeps it and as the office's listeners (the parent's e-mails) are told of it. */
export interface PlacementChange {
  placement: Placement;
  from: PlacementStatusName | null;
  to: PlacementStatusName;
  reason: string | null;
  by: PlacementMover;
  /** The history entry that records it. */
  eventId: string;
}

async function record(
  manager: EntityManager,
  change: Omit<PlacementChange, 'eventId'>,
  at: Date,
): Promise<PlacementChange> {
  const eventId = randomUUID();
  await manager.insert(PlacementEvent, {
    id: eventId,
    placementId: change.placement.id,
    fromStatus: change.from,
    toStatus: change.to,
    actorUserId: change.by.userId,
    actorName: change.by.name,
    reason: change.reason,
    at,
  });
  return { ...change, eventId };
}

/** A new placement and the first line of its history. */
export async function createPlacement(
  manager: EntityManager,
  draft: Pick<Placement, 'enrollmentId' | 'classKey' | 'studentKey' | 'studentId' | 'status' | 'queueOrder'>,
  by: PlacementMover,
  at: Date,
): Promise<PlacementChange> {
  const placement = manager.create(Placement, {
    ...draft,
    id: randomUUID(),
    reason: null,
    statusAt: at,
    createdAt: at,
  });
  await manager.insert(Placement, placement);
  return record(manager, { placement, from: null, to: placement.status, reason: null, by }, at);
}

/** Moves a placement the caller has checked may move, and writes the step into its history. */
export async function movePlacement(
  manager: EntityManager,
  placement: Placement,
  to: PlacementStatusName,
  changes: {
    by: PlacementMover;
    at: Date;
    reason?: string | null;
    queueOrder?: number;
    enrollmentId?: string;
    studentId?: string;
  },
): Promise<PlacementChange> {
  const from = placement.status;
  placement.status = to;
  placement.statusAt = changes.at;
  placement.reason = changes.reason ?? null;
  if (changes.queueOrder !== undefined) placement.queueOrder = changes.queueOrder;
  if (changes.enrollmentId !== undefined) placement.enrollmentId = changes.enrollmentId;
  if (changes.studentId !== undefined) placement.studentId = changes.studentId;
  await manager.update(
    Placement,
    { id: placement.id },
    {
      status: to,
      statusAt: changes.at,
      reason: placement.reason,
      queueOrder: placement.queueOrder,
      enrollmentId: placement.enrollmentId,
      studentId: placement.studentId,
    },
  );
  return record(manager, { placement, from, to, reason: placement.reason, by: changes.by }, changes.at);
}
