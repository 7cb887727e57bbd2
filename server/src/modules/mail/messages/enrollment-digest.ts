import { enrollmentsDashboardPath, placementStatusLabels, type PlacementStatusName } from '@coop/contract';
import type { SiteDetails } from '../../site';
import type { MailMessage } from '../outbox';
import { letterTo } from './letter';

/** One enrollment of the day, as administrators skim it. */
export interface DigestEnrollment {
  studentName: string;
  parentName: string;
  parentEmail: string;
  /** Each chosen class by its title, with its placement's status as the digest is written. */
  classes: readonly { title: string; status: PlacementStatusName }[];
}

/** "Leo Park (parent Ana Park, ana@example.org): Math (Grade 1) — Held; Art (Grade 1) — Waitlisted". */
function enrollmentLine(enrollment: DigestEnrollment): string {
  const classes = enrollment.classes.map((item) => `${item.title} — ${placementStatusLabels[item.status]}`).join('; ');
  return `${enrollment.studentName} (parent ${enrollment.parentName}, ${enrollment.parentEmail}): ${classes}`;
}

/**
 * The morning's summary for administrators: every enrollment received since the previous morning, one message
 * each. Nobody is mailed on a day without any.
 */
export function enrollmentDigest(
  day: { label: string },
  enrollments: readonly DigestEnrollment[],
  administrators: readonly string[],
  site: SiteDetails,
  siteUrl: string,
): MailMessage[] {
  if (enrollments.length === 0) return [];
  const count = enrollments.length === 1 ? '1 new enrollment' : `${enrollments.length} new enrollments`;
  return administrators.map((to) =>
    letterTo(
      to,
      'enrollment_digest',
      `${count} for ${site.name}, ${day.label}`,
      {
        greeting: 'Hello,',
        blocks: [
          { paragraph: `Since yesterday morning, ${site.name} received ${count}:` },
          { list: enrollments.map(enrollmentLine) },
          { link: { text: 'Open the Enrollments tab', url: `${siteUrl}${enrollmentsDashboardPath}` } },
        ],
      },
      site,
    ),
  );
}
