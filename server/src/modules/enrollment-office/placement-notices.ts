import { classTitle } from '@coop/contract';
import { In, type EntityManager } from 'typeorm';
import { administratorAddresses } from '../accounts';
import type { CatalogSource } from '../catalog';
import { type MailSettings, type OfficeWithdrawal, queueMail, withdrawalToOffice } from '../mail';
import type { PlacementListener } from './enrollment-office.service';
import { Enrollment } from './enrollment.entity';
import { withdrawalNoticeChoice } from './office-settings';
import { PlacementEvent } from './placement-event.entity';
import type { PlacementChange } from './placement-moves';

/** A family's own withdrawal; the office needs no word of a withdrawal an administrator made. */
const byFamily = (change: PlacementChange) => change.to === 'withdrawn' && change.by.cause === 'parent';

/**
 * Tells the administrators of each withdrawal a family makes, in the transaction of the withdrawal: one message
 * each at once, or, when they chose the morning digest, a mark on the withdrawal's history step that the digest
 * reads. `morningDigest` says whether this server sends the digest at all: with it switched off, waiting for it
 * would mean never telling, so the message goes at once.
 */
export function withdrawalNotices(
  mail: MailSettings,
  catalog: CatalogSource,
  morningDigest: boolean,
): PlacementListener {
  return async (manager: EntityManager, moves: readonly PlacementChange[]) => {
    const withdrawals = moves.filter(byFamily);
    if (withdrawals.length === 0) return;
    if (morningDigest && (await withdrawalNoticeChoice(manager)) === 'morning_digest') {
      await manager.update(
        PlacementEvent,
        { id: In(withdrawals.map((change) => change.eventId)) },
        { officeDigest: true },
      );
      return;
    }
    const administrators = await administratorAddresses(manager);
    const { classes, timeZone } = catalog();
    for (const change of withdrawals) {
      const enrollment = await manager.findOneByOrFail(Enrollment, { id: change.placement.enrollmentId });
      const item = classes.find((each) => each.key === change.placement.classKey);
      const withdrawal: OfficeWithdrawal = {
        studentName: enrollment.studentName,
        classKey: change.placement.classKey,
        classTitle: item ? classTitle(item) : change.placement.classKey,
        byName: change.by.name,
        parentEmail: enrollment.parentEmail,
        at: change.placement.statusAt,
      };
      await queueMail(manager, withdrawalToOffice(withdrawal, timeZone, administrators, mail.site, mail.siteUrl));
    }
  };
}
