import { classRosterPath } from '@coop/contract';
import type { SiteDetails } from '../../site';
import type { MailMessage } from '../outbox';
import { letterTo } from './letter';

/** A family's withdrawal of a student from a class, as administrators are told of it. */
export interface OfficeWithdrawal {
  studentName: string;
  classKey: string;
  classTitle: string;
  /** The name of the account that withdrew the student. */
  byName: string;
  /** The family's e-mail, which is that account's. */
  parentEmail: string;
  at: Date;
}

/** "Thursday, November 26, 2026 at 2:05 PM CST" on the co-op's clock, whatever the server's own zone. */
export function coopDateTime(at: Date, timeZone: string): string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'short',
  });
  // From the parts, so the text has plain spaces whichever ICU version the server runs (some put a narrow
  // no-break space before AM/PM).
  const part = Object.fromEntries(format.formatToParts(at).map((each) => [each.type, each.value]));
  return `${part.weekday}, ${part.month} ${part.day}, ${part.year} at ${part.hour}:${part.minute} ${part.dayPeriod} ${part.timeZoneName}`;
}

/** "Leo Park from Math (Grade 1), by Ana Park (ana@example.org), Thursday, November 26, 2026 at 2:05 PM CST". */
export function withdrawalLine(withdrawal: OfficeWithdrawal, timeZone: string): string {
  const { studentName, classTitle, byName, parentEmail, at } = withdrawal;
  return `${studentName} from ${classTitle}, by ${byName} (${parentEmail}), ${coopDateTime(at, timeZone)}`;
}

/** One message per administrator about a family's withdrawal, sent as it happens. */
export function withdrawalToOffice(
  withdrawal: OfficeWithdrawal,
  timeZone: string,
  administrators: readonly string[],
  site: SiteDetails,
  siteUrl: string,
): MailMessage[] {
  const { studentName, classTitle, byName, parentEmail, at } = withdrawal;
  return administrators.map((to) =>
    letterTo(
      to,
      'withdrawal_to_office',
      `${byName} withdrew ${studentName} from ${classTitle}`,
      {
        greeting: 'Hello,',
        blocks: [
          {
            paragraph: `${byName} (${parentEmail}) withdrew ${studentName} from ${classTitle} on ${coopDateTime(at, timeZone)}.`,
          },
          {
            link: {
              text: `Open the roster of ${classTitle}`,
              url: `${siteUrl}${classRosterPath(withdrawal.classKey)}`,
            },
          },
          {
            paragraph:
              'Each withdrawal by a family is mailed at once. To have them listed in the morning digest instead, choose so under “Tell the office about withdrawals” on the Enrollments tab.',
          },
        ],
      },
      site,
    ),
  );
}
