import { classTitle, heldPlacementText, type CatalogClass, type PlacementStatusName } from '@coop/contract';
import type { SiteDetails } from '../../site';
import type { MailKind } from '../mail-kinds';
import type { MailMessage } from '../outbox';
import { contactLine, letterTo } from './letter';

/** One placement's move: from what (null for a new one) to what, and why when a reason was given. */
export interface PlacementMove {
  from: PlacementStatusName | null;
  to: PlacementStatusName;
  /** Why an administrator declined it; shown to the parent as written. */
  reason: string | null;
  /** What moved it: an administrator's move back to the waitlist is a restore, the enrollment form's is not. */
  by?: { cause: string };
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

type PlacementNoticeKind = Extract<
  MailKind,
  'placement_promoted' | 'placement_confirmed' | 'placement_declined' | 'placement_withdrawn' | 'placement_restored'
>;

/**
 * Which message a move is worth, if any. A new placement is told in the enrollment's own confirmation, and a move
 * along the waitlist not at all (it happens whenever a family ahead leaves). Decided on the move alone, so a
 * caller learns whether to read the family before reading it.
 */
export function placementNoticeKind(change: PlacementMove): PlacementNoticeKind | undefined {
  // A seat released for an unpaid deposit is told in a letter of its own, which names the deposit.
  if (change.by?.cause === 'release') return undefined;
  if (change.to === 'held' && change.from === 'waitlisted') return 'placement_promoted';
  if (change.to === 'confirmed') return 'placement_confirmed';
  if (change.to === 'declined') return 'placement_declined';
  if (change.to === 'withdrawn') return 'placement_withdrawn';
  if (change.to === 'waitlisted' && change.by?.cause === 'staff') return 'placement_restored';
  return undefined;
}

/** What the parent is told of a move worth a message. */
function noticeOf(kind: PlacementNoticeKind, change: PlacementMove, family: PlacementFamily): Notice {
  const student = family.studentName;
  const title = classTitle(family.class);
  switch (kind) {
    case 'placement_promoted':
      return {
        kind,
        subject: `A seat opened for ${student} in ${title}`,
        paragraphs: [
          `A seat opened in ${title}, and ${student} moved up from the waitlist.`,
          heldPlacementText(student),
        ],
      };
    case 'placement_confirmed':
      return {
        kind,
        subject: `${student}'s place in ${title} is confirmed`,
        paragraphs: [`We received your deposit: ${student}'s place in ${title} is confirmed.`],
      };
    case 'placement_declined':
      return {
        kind,
        subject: `${student}'s enrollment in ${title} was declined`,
        paragraphs: [
          `We are sorry: we cannot offer ${student} a place in ${title}.`,
          ...(change.reason ? [`Reason: ${change.reason}`] : []),
        ],
      };
    case 'placement_withdrawn':
      return {
        kind,
        subject: `${student} was withdrawn from ${title}`,
        paragraphs: [`${student} is withdrawn from ${title}. If this is a mistake, please contact us.`],
      };
    case 'placement_restored':
      return {
        kind,
        subject: `${student} is back on the waitlist for ${title}`,
        paragraphs: [
          `We undid the change to ${student}'s enrollment in ${title}: ${student} is back on the waitlist, first in line.`,
          `We will write again as soon as a seat opens.`,
        ],
      };
  }
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
  const kind = placementNoticeKind(change);
  if (!kind) return undefined;
  const notice = noticeOf(kind, change, family);
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
