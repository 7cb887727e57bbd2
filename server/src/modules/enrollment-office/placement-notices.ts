import { allCatalogClasses, classTitle } from '@coop/contract';
import { In, type EntityManager } from 'typeorm';
import { administrators } from '../accounts';
import type { CatalogSource } from '../catalog';
import { type MailSettings, type OfficePlacementMove, placementMovesToOffice, queueMail } from '../mail';
import type { PlacementListener } from './enrollment-office.service';
import { Enrollment } from './enrollment.entity';
import { placementNoticeChoice } from './office-settings';
import { PlacementEvent } from './placement-event.entity';
import type { PlacementChange } from './placement-moves';

/**
 * The moves the office hears of: every move of an existing placement, whoever made it (a family, an administrator,
 * the waitlist). A form's new placements are the digest's new enrollments, told there already.
 */
const officeMove = (change: PlacementChange): change is OfficeMoveChange =>
  change.from !== null && change.by.cause !== 'enrollment';

type OfficeMoveChange = PlacementChange & { from: NonNullable<PlacementChange['from']> };

/** The move as the office's messages read it. */
function officePlacementMove(
  change: OfficeMoveChange,
  enrollment: Pick<Enrollment, 'studentName' | 'parentEmail'>,
  catalog: CatalogSource,
): OfficePlacementMove {
  const item = allCatalogClasses(catalog()).find((each) => each.key === change.placement.classKey);
  return {
    studentName: enrollment.studentName,
    classKey: change.placement.classKey,
    classTitle: item ? classTitle(item) : change.placement.classKey,
    from: change.from,
    to: change.to,
    byName: change.by.name,
    byUserId: change.by.userId,
    familyEmail: change.by.cause === 'parent' ? enrollment.parentEmail : null,
    reason: change.reason,
    at: change.placement.statusAt,
  };
}

/**
 * Tells the administrators of each placement move, in the transaction of the move: at once, one message to each
 * administrator who did not make it; or, when they chose the morning digest, a mark on the move's history step
 * that the digest reads. `morningDigest` says whether this server sends the digest at all: with it switched off,
 * waiting for it would mean never telling, so the message goes at once.
 */
export function placementNotices(
  mail: MailSettings,
  catalog: CatalogSource,
  morningDigest: boolean,
): PlacementListener {
  return async (manager: EntityManager, changes: readonly PlacementChange[]) => {
    const moves = changes.filter(officeMove);
    if (moves.length === 0) return;
    if (morningDigest && (await placementNoticeChoice(manager)) === 'morning_digest') {
      await manager.update(PlacementEvent, { id: In(moves.map((change) => change.eventId)) }, { officeDigest: true });
      return;
    }
    const enrollments = new Map(
      (await manager.findBy(Enrollment, { id: In(moves.map((change) => change.placement.enrollmentId)) })).map(
        (enrollment) => [enrollment.id, enrollment],
      ),
    );
    const told = moves.map((change) =>
      officePlacementMove(change, enrollments.get(change.placement.enrollmentId)!, catalog),
    );
    const { timeZone } = catalog();
    await queueMail(
      manager,
      placementMovesToOffice(told, timeZone, await administrators(manager), mail.site, mail.siteUrl),
    );
  };
}
