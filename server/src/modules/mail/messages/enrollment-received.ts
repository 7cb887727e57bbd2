import {
  classTitle,
  clockText,
  daysText,
  enrollmentStepsAfterConfirmation,
  heldPlacementText,
  waitlistedPlacementText,
  type CatalogClass,
  type EnrollmentPlacementReply,
} from '@coop/contract';
import type { SiteDetails } from '../../site';
import type { MailMessage } from '../outbox';
import { contactLine, letterTo } from './letter';

export interface EnrollmentReceived {
  parentName: string;
  parentEmail: string;
  studentName: string;
  /** The chosen classes, as the catalogue describes them. */
  classes: readonly CatalogClass[];
  /** Held or waitlisted (with the position), class by class: the office placed them as the form was stored. */
  placements: readonly EnrollmentPlacementReply[];
  /** The term of each class of a term after the school year, by class key, so the family knows which it chose. */
  laterTerms?: ReadonlyMap<string, string>;
}

/** "Math (Grades 2–3): Tuesday and Thursday, 9:00 AM–10:00 AM, at Catalyst"; "Math (Grades 2–3), Fall 2027: …". */
export function classLine(item: CatalogClass, term?: string): string {
  const title = term ? `${classTitle(item)}, ${term}` : classTitle(item);
  return `${title}: ${daysText([item])}, ${clockText(item.start)}–${clockText(item.end)}, at ${item.location}`;
}

/** Whether the student holds a seat in a class or waits for one, in the thank-you page's words. */
function placementLine(student: string, placement: EnrollmentPlacementReply): string {
  return placement.status === 'held'
    ? heldPlacementText(student)
    : waitlistedPlacementText(student, placement.position ?? 0);
}

/**
 * The parent's confirmation: the student, each class with its days, times and place and whether a seat is held
 * or the student waits for one (and where in line), and what happens next.
 */
export function enrollmentReceived(enrollment: EnrollmentReceived, site: SiteDetails): MailMessage {
  return letterTo(
    enrollment.parentEmail,
    'enrollment_received',
    `We received your enrollment for ${enrollment.studentName}`,
    {
      greeting: `Dear ${enrollment.parentName},`,
      blocks: [
        {
          paragraph: `Thank you for enrolling ${enrollment.studentName} with ${site.name}. We have received your enrollment form with these classes:`,
        },
        {
          list: enrollment.classes.map((item) => {
            const placement = enrollment.placements.find((place) => place.classKey === item.key);
            const line = classLine(item, enrollment.laterTerms?.get(item.key));
            return placement ? `${line}. ${placementLine(enrollment.studentName, placement)}` : line;
          }),
        },
        { heading: 'What Happens Next' },
        { list: enrollmentStepsAfterConfirmation, ordered: true },
        { paragraph: `If you need to change your enrollment, please contact us immediately. ${contactLine(site)}` },
      ],
    },
    site,
  );
}
