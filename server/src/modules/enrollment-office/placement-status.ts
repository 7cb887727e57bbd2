import type { EntityManager } from 'typeorm';
import {
  depositReleaseReason,
  enrollmentOfficeMessages,
  pastPlacementStatuses,
  placementReasonMaxLength,
  placementSystemActors,
  placementTransitionAllowed,
  placementTransitionCode,
  placementTransitionMessage,
  takesSeat,
  type PlacementActor,
  type PlacementStatusName,
} from '@coop/contract';
import { AppError } from '../../errors';
import { requireConfirmedEmail } from '../accounts';
import { lockClasses } from './class-locks';
import type { OfficeHouseholds } from './enrollment-office.types';
import { Placement } from './placement.entity';
import { movePlacement, type PlacementChange, type PlacementMover } from './placement-moves';
import { frontQueueOrder, promoteWaitlisted } from './waitlist';

/** A signed-in person moving a placement, in the role the transition table knows them by. */
export interface PersonActor {
  role: Exclude<PlacementActor, 'system'>;
  user: { id: string; name: string; email: string; verifiedEmail: string | null };
}

/** A decline may say why; nothing else keeps a reason. */
function reasonFor(to: PlacementStatusName, reason: string | null | undefined): string | null {
  const text = reason?.trim() ?? '';
  if (to !== 'declined' || text === '') return null;
  if (text.length > placementReasonMaxLength)
    throw new AppError('BAD_USER_INPUT', enrollmentOfficeMessages.reasonTooLong, 'reason');
  return text;
}

const placementNotFound = () => new AppError('NOT_FOUND', enrollmentOfficeMessages.placementNotFound, 'placementId');

/** A placement read under its class's lock, and the class's seats; not found when the id names none. */
async function lockedPlacement(
  manager: EntityManager,
  placementId: string,
): Promise<{ placement: Placement; seats: number }> {
  const found = await manager.findOneBy(Placement, { id: placementId });
  if (!found) throw placementNotFound();
  const settings = await lockClasses(manager, [found.classKey]);
  // Read again under the class's lock: another transaction may have moved it while this one waited.
  const placement = await manager.findOneByOrFail(Placement, { id: placementId });
  return { placement, seats: settings.get(placement.classKey)!.seats };
}

/**
 * Moves one placement as a person asked, if the table lets their role make that move: a parent only their own
 * household's (another family's placement is not found), a teacher none. A seat it frees
 * goes to the first waitlisted placement of the class, in the same transaction.
 */
export async function changePlacementStatus(
  manager: EntityManager,
  actor: PersonActor,
  placementId: string,
  to: PlacementStatusName,
  reason: string | null | undefined,
  at: Date,
  guardsStudent: OfficeHouseholds['guardsStudent'],
): Promise<{ placement: Placement; changes: PlacementChange[] }> {
  const { placement, seats } = await lockedPlacement(manager, placementId);
  if (actor.role === 'parent') {
    requireConfirmedEmail(actor.user);
    if (!(await guardsStudent(manager, actor.user, placement.studentId))) throw placementNotFound();
  }
  if (!placementTransitionAllowed(actor.role, placement.status, to))
    throw new AppError(placementTransitionCode, placementTransitionMessage(placement.status, to), 'status');
  const from = placement.status;
  const by = {
    cause: actor.role === 'admin' ? ('staff' as const) : ('parent' as const),
    name: actor.user.name,
    userId: actor.user.id,
  };
  const changes = [await movePlacement(manager, placement, to, { by, at, reason: reasonFor(to, reason) })];
  if (takesSeat(from) && !takesSeat(to))
    changes.push(...(await promoteWaitlisted(manager, placement.classKey, seats, at)));
  return { placement, changes };
}

/**
 * Undoes a decline or a withdrawal (administrators): the student goes back to the front of the class's waitlist,
 * since the mistake was the office's and the family had been waiting; a seat given meanwhile to the next family
 * stays theirs. If a seat is free, the waitlist's first (this student) takes it at once, as after any move.
 */
export async function restorePlacement(
  manager: EntityManager,
  admin: PersonActor['user'],
  placementId: string,
  at: Date,
): Promise<{ placement: Placement; changes: PlacementChange[] }> {
  const { placement, seats } = await lockedPlacement(manager, placementId);
  if (!pastPlacementStatuses.includes(placement.status))
    throw new AppError(placementTransitionCode, placementTransitionMessage(placement.status, 'waitlisted'), 'status');
  const by = { cause: 'staff' as const, name: admin.name, userId: admin.id };
  const queueOrder = await frontQueueOrder(manager, placement.classKey);
  const changes = [await movePlacement(manager, placement, 'waitlisted', { by, at, queueOrder })];
  changes.push(...(await promoteWaitlisted(manager, placement.classKey, seats, at)));
  return { placement, changes };
}

const releaseMover: PlacementMover = { cause: 'release', name: placementSystemActors.depositRelease, userId: null };

/**
 * Declines a held placement whose deposit stayed unpaid, and gives its seat to the first waitlisted family. Only
 * the hold that began at `heldAt` is released: read again under the class's lock, a placement confirmed,
 * withdrawn or held anew since (or already released by another instance) is left alone, and so is one that
 * `stillUnpaid` (asked under that lock) says is paid now. Answers the moves made, none when it left it alone.
 */
export async function releaseUnpaidHold(
  manager: EntityManager,
  placementId: string,
  heldAt: Date,
  at: Date,
  stillUnpaid: (manager: EntityManager, placement: Placement) => Promise<boolean>,
): Promise<PlacementChange[]> {
  const { placement, seats } = await lockedPlacement(manager, placementId);
  if (placement.status !== 'held' || placement.statusAt.getTime() !== heldAt.getTime()) return [];
  if (!placementTransitionAllowed('system', placement.status, 'declined')) return [];
  if (!(await stillUnpaid(manager, placement))) return [];
  const changes = [
    await movePlacement(manager, placement, 'declined', { by: releaseMover, at, reason: depositReleaseReason }),
  ];
  changes.push(...(await promoteWaitlisted(manager, placement.classKey, seats, at)));
  return changes;
}
