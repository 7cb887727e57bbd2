import { classTitle, heldPlacementText, type CatalogClass, type PlacementStatusName } from '@coop/contract';
import type { SiteDetails } from '../../site/site-details';
import type { MailKind } from '../mail-kinds';
import type { MailMessage } from '../outbox';
import { contactLine, letterTo } from './letter';

/** One placement's move: from what (null for a new one) to what, and why when a reason was given. */
export interface PlacementMove {
  from: PlacementStatusName | null;
  to: PlacementStatusName;
  /** Why an administrator declined it; shown to the parent as written. */
  reason: string | null;
}

/** Whose placement moved, and in which class. */
export interface PlacementFamily {
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
function noticeOf(change: PlacementMove, family: PlacementFamily): Notice | undefined {
  const student = family.studentName;
  const title = classTitle(family.class);
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
export function placementNotice(
  change: PlacementMove,
  family: PlacementFamily,
  site: SiteDetails,
): MailMessage | undefined {
  const notice = noticeOf(change, family);
  if (!notice) return undefined;
  return letterTo(
    family.parentEmail,
    notice.kind,
    notice.subject,
    {
      greeting: `Dear ${family.parentName},`,
      blocks: [...notice.paragraphs.map((paragraph) => ({ paragraph })), { paragraph: contactLine(site) }],
    },
    site,
  );
}
