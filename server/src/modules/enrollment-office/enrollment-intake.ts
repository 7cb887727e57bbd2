import type { EntityManager } from 'typeorm';
import {
  placementSystemActors,
  placementTransitionAllowed,
  type EnrollmentPlacementReply,
  type PlacementStatusName,
} from '@coop/contract';
import { AppError } from '../../errors';
import type { EnrollmentSubmission } from '../forms';
import type { HouseholdsService } from '../households';
import { lockClasses } from './class-locks';
import { Enrollment } from './enrollment.entity';
import { Placement } from './placement.entity';
import { createPlacement, movePlacement, type PlacementChange, type PlacementMover } from './placement-moves';
import { studentKey } from './student-key';
import { nextQueueOrder, promoteWaitlisted, seatsTaken } from './waitlist';

/** Where the form's student is found or added: their household and student id. */
export type StudentPlacer = HouseholdsService['placeFormStudent'];

const formMover: PlacementMover = { cause: 'enrollment', name: placementSystemActors.form, userId: null };

/** The statuses a second enrollment leaves alone: the student already has the place. */
const standing: readonly PlacementStatusName[] = ['held', 'waitlisted', 'confirmed'];

export function readSubmission(submission: EnrollmentSubmission, classKeys: ReadonlySet<string>) {
  const value = (name: string) => submission.fields.find((field) => field.name === name)?.value.trim() ?? '';
  const enrollment: Enrollment = {
    id: submission.id,
    parentName: value('parent_name'),
    parentEmail: value('parent_email').toLowerCase(),
    parentPhone: value('parent_phone'),
    studentName: value('student_name'),
    studentAge: Number.parseInt(value('student_age'), 10) || 0,
    studentBirthday: value('student_birthday'),
    studentAllergies: value('student_allergies'),
    createdAt: submission.submittedAt,
  };
  const classes = submission.fields
    .filter((field) => classKeys.has(field.name) && field.value === 'Yes')
    .map((field) => field.name);
  return {
    enrollment,
    classes,
    student: studentKey(enrollment.parentEmail, enrollment.studentName, enrollment.studentBirthday),
  };
}

/**
 * What the form answers for each chosen class: held (a confirmed seat is also kept) or waitlisted with its
 * position. A class the student was since declined from or withdrawn from has no answer.
 */
async function placementReplies(
  manager: EntityManager,
  student: string,
  classes: readonly string[],
): Promise<EnrollmentPlacementReply[]> {
  const replies: EnrollmentPlacementReply[] = [];
  for (const classKey of classes) {
    const placement = await manager.findOneBy(Placement, { studentKey: student, classKey });
    if (!placement || !standing.includes(placement.status)) continue;
    if (placement.status !== 'waitlisted') {
      replies.push({ classKey, status: 'held', position: null });
      continue;
    }
    const ahead = await manager
      .createQueryBuilder(Placement, 'placement')
      .where('placement.classKey = :classKey', { classKey })
      .andWhere("placement.status = 'waitlisted'")
      .andWhere('placement.queueOrder < :order', { order: placement.queueOrder })
      .getCount();
    replies.push({ classKey, status: 'waitlisted', position: ahead + 1 });
  }
  return replies;
}

/**
 * Turns a stored enrollment form into an enrollment and its placements, inside the transaction that stored it:
 * each chosen class gives the student a seat while one is free, else a place at the end of the waitlist. The
 * same student in a class keeps the place they have; one declined or withdrawn comes back. A class whose term takes
 * only waitlist requests now puts the student on its waitlist, seats free or not, and gives no one a seat: the seats
 * wait for the window to open.
 */
export async function enroll(
  manager: EntityManager,
  submission: EnrollmentSubmission,
  catalogKeys: ReadonlySet<string>,
  at: Date,
  placeStudent: StudentPlacer,
  waitlistOnly: ReadonlySet<string> = new Set(),
): Promise<{ changes: PlacementChange[]; replies: EnrollmentPlacementReply[] }> {
  const { enrollment, classes, student } = readSubmission(submission, catalogKeys);
  const settings = await lockClasses(manager, classes);
  // The same form sent again through another instance at this moment: the first one's row stays.
  await manager.createQueryBuilder().insert().into(Enrollment).values(enrollment).orIgnore().execute();
  const studentId = await placeStudent(manager, enrollment, at);
  const changes: PlacementChange[] = [];
  for (const [classKey, setting] of settings) {
    const existing = await manager.findOneBy(Placement, { studentKey: student, classKey });
    if (existing && standing.includes(existing.status)) continue;
    const requestOnly = waitlistOnly.has(classKey);
    // A seat left free with families waiting goes to them before a newcomer.
    if (!requestOnly) changes.push(...(await promoteWaitlisted(manager, classKey, setting.seats, at)));
    const status = !requestOnly && (await seatsTaken(manager, classKey)) < setting.seats ? 'held' : 'waitlisted';
    if (!placementTransitionAllowed('system', existing?.status ?? 'new', status))
      throw new AppError('INTERNAL_SERVER_ERROR', `No way from ${existing?.status} to ${status}`);
    const queueOrder = await nextQueueOrder(manager, classKey);
    changes.push(
      existing
        ? await movePlacement(manager, existing, status, {
            by: formMover,
            at,
            queueOrder,
            enrollmentId: enrollment.id,
            studentId: existing.studentId ?? studentId,
          })
        : await createPlacement(
            manager,
            { enrollmentId: enrollment.id, classKey, studentKey: student, studentId, status, queueOrder },
            formMover,
            at,
          ),
    );
  }
  return { changes, replies: await placementReplies(manager, student, classes) };
}

/** The answers for a form already stored: the same placements, as they stand now. */
export function storedPlacementReplies(
  manager: EntityManager,
  submission: EnrollmentSubmission,
  catalogKeys: ReadonlySet<string>,
): Promise<EnrollmentPlacementReply[]> {
  const { classes, student } = readSubmission(submission, catalogKeys);
  return placementReplies(manager, student, classes);
}
