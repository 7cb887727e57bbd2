import type { CatalogClass } from '@coop/contract';
import { In, type EntityManager } from 'typeorm';
import { type MailSettings, placementNotice, placementNoticeKind, queueMail } from '../mail';
import type { PlacementListener } from './enrollment-office.service';
import { Enrollment } from './enrollment.entity';
import type { PlacementChange } from './placement-moves';

/**
 * Mails the parent of each placement move worth telling (a promotion, a confirmation, a decline, a withdrawal), in
 * the transaction of the move: the message commits with it or not at all.
 */
export function placementMail(mail: MailSettings, classes: () => ReadonlyMap<string, CatalogClass>): PlacementListener {
  return async (manager: EntityManager, moves: readonly PlacementChange[]) => {
    // Most moves (every new placement of an enrollment) are told in no message of their own: no read for them.
    const changes = moves.filter((change) => placementNoticeKind(change));
    if (changes.length === 0) return;
    const ids = [...new Set(changes.map((change) => change.placement.enrollmentId))];
    const enrollments = new Map(
      (await manager.findBy(Enrollment, { id: In(ids) })).map((enrollment) => [enrollment.id, enrollment]),
    );
    const messages = changes.flatMap((change) => {
      const enrollment = enrollments.get(change.placement.enrollmentId);
      const item = classes().get(change.placement.classKey);
      if (!enrollment || !item) return [];
      const family = {
        parentName: enrollment.parentName,
        parentEmail: enrollment.parentEmail,
        studentName: enrollment.studentName,
        class: item,
      };
      return placementNotice(change, family, mail.site) ?? [];
    });
    await queueMail(manager, messages);
  };
}
