import { classRosterPath, placementStatusLabels, type PlacementStatusName } from '@coop/contract';
import type { SiteDetails } from '../../site';
import type { MailMessage } from '../outbox';
import { letterTo } from './letter';

/** One move of a placement, as administrators are told of it. */
export interface OfficePlacementMove {
  studentName: string;
  classKey: string;
  classTitle: string;
  from: PlacementStatusName;
  to: PlacementStatusName;
  /** Who moved it: a family's or an administrator's account name, or the waitlist. */
  byName: string;
  /** The account that moved it; null for the waitlist. */
  byUserId: string | null;
  /** The family's e-mail, named when the family made the move. */
  familyEmail: string | null;
  reason: string | null;
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

/** "Ana Park (ana@example.org)" for a family, the name alone for the office. */
const byWhom = (move: OfficePlacementMove) => (move.familyEmail ? `${move.byName} (${move.familyEmail})` : move.byName);

/** What happened, as a sentence without its time: "Ana Park (ana@example.org) withdrew Leo Park from Math (Grade 1)". */
export function moveSentence(move: OfficePlacementMove): string {
  const { studentName: student, classTitle: title } = move;
  const reason = move.reason ? ` (${move.reason})` : '';
  if (move.to === 'withdrawn') return `${byWhom(move)} withdrew ${student} from ${title}${reason}`;
  if (move.to === 'declined') return `${byWhom(move)} declined ${student}'s place in ${title}${reason}`;
  if (move.to === 'confirmed') return `${byWhom(move)} confirmed ${student}'s seat in ${title}`;
  if (move.to === 'held' && move.from === 'waitlisted') return `${student} moved up from the waitlist of ${title}`;
  if (move.to === 'waitlisted' && move.byUserId)
    return `${byWhom(move)} put ${student} back on the waitlist of ${title}`;
  return `${student} in ${title}: ${placementStatusLabels[move.from]} to ${placementStatusLabels[move.to]}, by ${byWhom(move)}`;
}

/** The sentence with its time on the co-op's clock, as the digest lists it. */
export function moveLine(move: OfficePlacementMove, timeZone: string): string {
  return `${moveSentence(move)}, ${coopDateTime(move.at, timeZone)}`;
}

/** The moves this administrator is told of: all but their own. */
export function movesFor(moves: readonly OfficePlacementMove[], administratorId: string): OfficePlacementMove[] {
  return moves.filter((move) => move.byUserId !== administratorId);
}

/**
 * The moves of one change (a withdrawal and the waitlist's promotion it caused), sent as they happen: one message
 * to each administrator who did not make them, listing the moves made by others.
 */
export function placementMovesToOffice(
  moves: readonly OfficePlacementMove[],
  timeZone: string,
  administrators: readonly { id: string; email: string }[],
  site: SiteDetails,
  siteUrl: string,
): MailMessage[] {
  return administrators.flatMap((administrator) => {
    const told = movesFor(moves, administrator.id);
    if (told.length === 0) return [];
    const [first] = told;
    const subject = told.length === 1 ? moveSentence(first) : `${told.length} placement changes in ${first.classTitle}`;
    return [
      letterTo(
        administrator.email,
        'placement_to_office',
        subject,
        {
          greeting: 'Hello,',
          blocks: [
            told.length === 1
              ? { paragraph: `${moveSentence(first)} on ${coopDateTime(first.at, timeZone)}.` }
              : { list: told.map((move) => moveLine(move, timeZone)) },
            {
              link: {
                text: `Open the roster of ${first.classTitle}`,
                url: `${siteUrl}${classRosterPath(first.classKey)}`,
              },
            },
            {
              paragraph:
                'Each placement change made by someone else is mailed at once. To have them listed in the morning digest instead, choose so under “Tell the office about placement changes” on the Enrollments tab.',
            },
          ],
        },
        site,
      ),
    ];
  });
}
