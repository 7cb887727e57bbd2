import { counted, enrollmentsPath, placementStatusLabels, type PlacementStatusName } from '@coop/contract';
import type { SiteDetails } from '../../site';
import type { MailMessage } from '../outbox';
import { letterTo, type Block } from './letter';
import { moveLine, movesFor, type OfficePlacementMove } from './office-placement-notices';

/** One enrollment of the day, as administrators skim it. */
export interface DigestEnrollment {
  studentName: string;
  parentName: string;
  parentEmail: string;
  /** Each chosen class by its title, with its placement's status as the digest is written. */
  classes: readonly { title: string; status: PlacementStatusName }[];
}

/** What a morning's digest tells: the enrollments received and the placement changes kept for it. */
export interface DigestContents {
  enrollments: readonly DigestEnrollment[];
  moves: readonly OfficePlacementMove[];
}

/** "Leo Park (parent Ana Park, ana@example.org): Math (Grade 1) — Held; Art (Grade 1) — Waitlisted". */
function enrollmentLine(enrollment: DigestEnrollment): string {
  const classes = enrollment.classes.map((item) => `${item.title} — ${placementStatusLabels[item.status]}`).join('; ');
  return `${enrollment.studentName} (parent ${enrollment.parentName}, ${enrollment.parentEmail}): ${classes}`;
}

/**
 * The morning's summary for administrators: every enrollment received since the previous morning, and the
 * placement changes kept for it under their own heading, one message each; an administrator's own changes are
 * left out of their copy. Nobody is mailed on a day with neither.
 */
export function enrollmentDigest(
  day: { label: string; timeZone: string },
  { enrollments, moves }: DigestContents,
  administrators: readonly { id: string; email: string }[],
  site: SiteDetails,
  siteUrl: string,
): MailMessage[] {
  return administrators.flatMap((administrator) => {
    const told = movesFor(moves, administrator.id);
    if (enrollments.length === 0 && told.length === 0) return [];
    const enrollmentCount = counted(enrollments.length, 'new enrollment', 'new enrollments');
    const moveCount = counted(told.length, 'placement change', 'placement changes');
    const counts = [...(enrollments.length > 0 ? [enrollmentCount] : []), ...(told.length > 0 ? [moveCount] : [])].join(
      ' and ',
    );
    const blocks: Block[] = [];
    if (enrollments.length > 0) {
      blocks.push(
        { paragraph: `Since yesterday morning, ${site.name} received ${enrollmentCount}:` },
        { list: enrollments.map(enrollmentLine) },
      );
    }
    if (told.length > 0) {
      blocks.push(
        { heading: 'Placement changes' },
        { paragraph: 'Since yesterday morning:' },
        { list: told.map((move) => moveLine(move, day.timeZone)) },
      );
    }
    blocks.push({ link: { text: 'Open the Enrollments tab', url: `${siteUrl}${enrollmentsPath}` } });
    return [
      letterTo(
        administrator.email,
        'enrollment_digest',
        `${counts} for ${site.name}, ${day.label}`,
        { greeting: 'Hello,', blocks },
        site,
      ),
    ];
  });
}
