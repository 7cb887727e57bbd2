import { classTitle, type CatalogClass } from '@coop/contract';
import { Between, In, type EntityManager } from 'typeorm';
import { Role, User } from '../accounts';
import type { DigestContents, DigestEnrollment, OfficePlacementMove } from '../mail';
import { Enrollment } from './enrollment.entity';
import { PlacementEvent } from './placement-event.entity';
import { Placement } from './placement.entity';

type Classes = () => ReadonlyMap<string, CatalogClass>;

const titleOf = (classes: Classes, classKey: string) => {
  const item = classes().get(classKey);
  return item ? classTitle(item) : classKey;
};

/** `from` up to (not including) `to`. */
const within = (from: Date, to: Date) => Between(from, new Date(to.getTime() - 1));

/** The enrollments received in the span, oldest first, each with its classes' current statuses. */
async function enrollmentsWithin(
  manager: EntityManager,
  classes: Classes,
  from: Date,
  to: Date,
): Promise<DigestEnrollment[]> {
  const enrollments = await manager.find(Enrollment, {
    where: { createdAt: within(from, to) },
    order: { createdAt: 'ASC', id: 'ASC' },
  });
  if (enrollments.length === 0) return [];
  const placements = await manager.find(Placement, {
    where: { enrollmentId: In(enrollments.map((enrollment) => enrollment.id)) },
    order: { classKey: 'ASC' },
  });
  return enrollments.map((enrollment) => ({
    studentName: enrollment.studentName,
    parentName: enrollment.parentName,
    parentEmail: enrollment.parentEmail,
    classes: placements
      .filter((placement) => placement.enrollmentId === enrollment.id)
      .map((placement) => ({ title: titleOf(classes, placement.classKey), status: placement.status })),
  }));
}

/** The placement changes made in the span and kept for the digest, oldest first. */
async function movesWithin(
  manager: EntityManager,
  classes: Classes,
  from: Date,
  to: Date,
): Promise<OfficePlacementMove[]> {
  const events = await manager.find(PlacementEvent, {
    where: { officeDigest: true, at: within(from, to) },
    order: { at: 'ASC', id: 'ASC' },
  });
  if (events.length === 0) return [];
  const placements = new Map(
    (await manager.findBy(Placement, { id: In(events.map((event) => event.placementId)) })).map((placement) => [
      placement.id,
      placement,
    ]),
  );
  const enrollments = new Map(
    (
      await manager.findBy(Enrollment, { id: In([...placements.values()].map((placement) => placement.enrollmentId)) })
    ).map((enrollment) => [enrollment.id, enrollment]),
  );
  // A move made by an account that is not the office's is the family's own, named with the family's address.
  const actorIds = events.flatMap((event) => (event.actorUserId ? [event.actorUserId] : []));
  const administrators = new Set(
    (await manager.findBy(User, { id: In(actorIds), role: Role.admin })).map((user) => user.id),
  );
  return events.flatMap((event) => {
    const placement = placements.get(event.placementId);
    const enrollment = placement && enrollments.get(placement.enrollmentId);
    if (!placement || !enrollment || event.fromStatus === null) return [];
    const family = event.actorUserId !== null && !administrators.has(event.actorUserId);
    return [
      {
        studentName: enrollment.studentName,
        classKey: placement.classKey,
        classTitle: titleOf(classes, placement.classKey),
        from: event.fromStatus,
        to: event.toStatus,
        byName: event.actorName,
        byUserId: event.actorUserId,
        familyEmail: family ? enrollment.parentEmail : null,
        reason: event.reason,
        at: event.at,
      },
    ];
  });
}

/**
 * What the morning digest tells of the span from `from` up to (not including) `to`: the enrollments received,
 * and the placement changes the administrators chose to hear of in it.
 */
export function digestContents(classes: Classes) {
  return async (manager: EntityManager, from: Date, to: Date): Promise<DigestContents> => ({
    enrollments: await enrollmentsWithin(manager, classes, from, to),
    moves: await movesWithin(manager, classes, from, to),
  });
}
