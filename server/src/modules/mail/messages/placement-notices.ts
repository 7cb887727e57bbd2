import {
  classTitle,
  heldPlacementText,
  type CatalogClass,
  type PlacementOrigin,
  type PlacementStatusName,
} from '@coop/contract';
import type { SiteDetails } from '../../site/site-details';
import type { MailKind } from '../mail-kinds';
import type { MailMessage } from '../outbox';
import { contactLine, letterTo } from './letter';

/** One placement's move, as the service that made it knows it: enough to tell the parent. */
export interface PlacementChange {
  from: PlacementOrigin;
  to: PlacementStatusName;
  /** Why an administrator declined it; shown to the parent as written. */
  reason: string | null;
  parentName: string;
  parentEmail: string;
  studentName: string;
  class: CatalogClass;
}

interface Notice {
  kind: MailKind;
  subject: string;
  paragraphs: readonly string[];
}

/**
 * What the parent is told of each move worth a message. A new placement is told in the enrollment's own
 * confirmation, and a move along the waitlist not at all (it happens whenever a family ahead leaves).
 */
function noticeOf(change: PlacementChange): Notice | undefined {
  const student = change.studentName;
  const title = classTitle(change.class);
  if (change.to === 'held' && change.from === 'waitlisted') {
    return {
      kind: 'placement_promoted',
      subject: `A seat opened for ${student} in ${title}`,
      paragraphs: [`A seat opened in ${title}, and ${student} moved up from the waitlist.`, heldPlacementText(student)],
    };
  }
  if (change.to === 'confirmed') {
    return {
      kind: 'placement_confirmed',
      subject: `${student}'s place in ${title} is confirmed`,
      paragraphs: [`We received your deposit: ${student}'s place in ${title} is confirmed.`],
    };
  }
  if (change.to === 'declined') {
    return {
      kind: 'placement_declined',
      subject: `${student}'s enrollment in ${title} was declined`,
      paragraphs: [
        `We are sorry: we cannot offer ${student} a place in ${title}.`,
        ...(change.reason ? [`Reason: ${change.reason}`] : []),
      ],
    };
  }
  if (change.to === 'withdrawn') {
    return {
      kind: 'placement_withdrawn',
      subject: `${student} was withdrawn from ${title}`,
      paragraphs: [`${student} is withdrawn from ${title}. If this is a mistake, please contact us.`],
    };
  }
  return undefined;
}

/**
 * The message to the parent about one placement's move, to be queued in the transaction that made it; undefined
 * for a move no one is mailed about.
 */
export function placementNotice(change: PlacementChange, site: SiteDetails): MailMessage | undefined {
  const notice = noticeOf(change);
  if (!notice) return undefined;
  return letterTo(
    change.parentEmail,
    notice.kind,
    notice.subject,
    {
      greeting: `Dear ${change.parentName},`,
      blocks: [...notice.paragraphs.map((paragraph) => ({ paragraph })), { paragraph: contactLine(site) }],
    },
    site,
  );
}
