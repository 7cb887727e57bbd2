import { counted, enrollmentsPath, placementStatusLabels, type PlacementStatusName } from '@coop/contract';
import type { SiteDetails } from '../../site';
import type { MailMessage } from '../outbox';
import { letterTo, type Block } from './letter';
import { withdrawalLine, type OfficeWithdrawal } from './withdrawal-notices';

/** One enrollment of the day, as administrators skim it. */
export interface DigestEnrollment {
  studentName: string;
  parentName: string;
  parentEmail: string;
  /** Each chosen class by its title, with its placement's status as the digest is written. */
  classes: readonly { title: string; status: PlacementStatusName }[];
}

/** What a morning's digest tells: the enrollments received and the families' withdrawals kept for it. */
export interface DigestContents {
  enrollments: readonly DigestEnrollment[];
  withdrawals: readonly OfficeWithdrawal[];
}

/** "Leo Park (parent Ana Park, ana@example.org): Math (Grade 1) — Held; Art (Grade 1) — Waitlisted". */
function enrollmentLine(enrollment: DigestEnrollment): string {
  const classes = enrollment.classes.map((item) => `${item.title} — ${placementStatusLabels[item.status]}`).join('; ');
  return `${enrollment.studentName} (parent ${enrollment.parentName}, ${enrollment.parentEmail}): ${classes}`;
}

/**
 * The morning's summary for administrators: every enrollment received since the previous morning, and the
 * families' withdrawals kept for it under their own heading, one message each. Nobody is mailed on a day with
 * neither.
 */
export function enrollmentDigest(
  day: { label: string; timeZone: string },
  { enrollments, withdrawals }: DigestContents,
  administrators: readonly string[],
  site: SiteDetails,
  siteUrl: string,
): MailMessage[] {
  if (enrollments.length === 0 && withdrawals.length === 0) return [];
  const enrollmentCount = counted(enrollments.length, 'new enrollment', 'new enrollments');
  const withdrawalCount = counted(withdrawals.length, 'withdrawal', 'withdrawals');
  const counts = [
    ...(enrollments.length > 0 ? [enrollmentCount] : []),
    ...(withdrawals.length > 0 ? [withdrawalCount] : []),
  ].join(' and ');
  const blocks: Block[] = [];
  if (enrollments.length > 0) {
    blocks.push(
      { paragraph: `Since yesterday morning, ${site.name} received ${enrollmentCount}:` },
      { list: enrollments.map(enrollmentLine) },
    );
  }
  if (withdrawals.length > 0) {
    blocks.push(
      { heading: 'Withdrawals' },
      { paragraph: 'Since yesterday morning, families withdrew:' },
      { list: withdrawals.map((withdrawal) => withdrawalLine(withdrawal, day.timeZone)) },
    );
  }
  blocks.push({ link: { text: 'Open the Enrollments tab', url: `${siteUrl}${enrollmentsPath}` } });
  return administrators.map((to) =>
    letterTo(to, 'enrollment_digest', `${counts} for ${site.name}, ${day.label}`, { greeting: 'Hello,', blocks }, site),
  );
}
