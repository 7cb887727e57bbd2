import {
  announcementLimits,
  announcementMessages,
  audienceKinds,
  householdConditions,
  isIsoDate,
  wallClockMoment,
} from '@coop/contract';
import { AppError } from '../../errors';
import type { Audience } from '../audiences';

// What an author sends, checked at the edge: GraphQL and any other channel hand the service plain values.

type Raw = Record<string, unknown>;

const refuse = (message: string, field: string) => new AppError('BAD_USER_INPUT', message, field);

function text(raw: unknown, field: string, limit: number, required: string, tooLong: string): string {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!value) throw refuse(required, field);
  if (value.length > limit) throw refuse(tooLong, field);
  return value;
}

const optional = <T>(value: unknown, is: (value: unknown) => value is T): T | undefined =>
  is(value) ? value : undefined;
const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** An audience as sent: its kind one of the list, the detail its kind reads kept and the others dropped. */
export function parseAudience(raw: unknown): Audience {
  const audience = (raw && typeof raw === 'object' ? raw : {}) as Raw;
  const kind = audience.kind;
  if (!audienceKinds.includes(kind as never)) throw refuse(announcementMessages.kindInvalid, 'kind');
  const parsed: Audience = { kind: kind as Audience['kind'] };
  if (kind === 'class_families') parsed.classKey = optional(audience.classKey, isString);
  if (kind === 'grade_families') parsed.grade = optional(audience.grade, isNumber);
  if (kind === 'group_families') parsed.group = optional(audience.group, isString);
  if (kind === 'households_where') {
    if (!householdConditions.includes(audience.condition as never))
      throw refuse(announcementMessages.conditionRequired, 'condition');
    parsed.condition = audience.condition as Audience['condition'];
  }
  return parsed;
}

export interface AnnouncementInput {
  subject: string;
  body: string;
  audience: Audience;
  /** When to send it; null for now. */
  sendAt: Date | null;
  urgent: boolean;
  noticeUntil: string | null;
}

/**
 * A message to send: subject and body required and bounded, a time to send (absent or past: now; no further ahead
 * than the limit), and an urgent message's last day as the site's notice, today or later on the co-op's calendar.
 */
export function parseAnnouncementInput(raw: Raw, now: Date, timeZone: string): AnnouncementInput {
  const subject = text(
    raw.subject,
    'subject',
    announcementLimits.subject,
    announcementMessages.subjectRequired,
    announcementMessages.subjectTooLong,
  );
  // A subject is one line in a mail header and in a list.
  const oneLineSubject = subject.replace(/\s*[\r\n]+\s*/g, ' ');
  const body = text(
    raw.body,
    'body',
    announcementLimits.body,
    announcementMessages.bodyRequired,
    announcementMessages.bodyTooLong,
  );
  const audience = parseAudience(raw.audience);
  let sendAt: Date | null = null;
  if (raw.sendAt !== undefined && raw.sendAt !== null) {
    const at = raw.sendAt instanceof Date ? raw.sendAt : new Date(typeof raw.sendAt === 'string' ? raw.sendAt : NaN);
    if (Number.isNaN(at.getTime())) throw refuse(announcementMessages.sendAtInvalid, 'sendAt');
    if (at.getTime() > now.getTime() + announcementLimits.scheduleDays * 86_400_000)
      throw refuse(announcementMessages.sendAtTooFar, 'sendAt');
    sendAt = at.getTime() > now.getTime() ? at : null;
  }
  const urgent = raw.urgent === true;
  let noticeUntil: string | null = null;
  if (urgent) {
    if (raw.noticeUntil === undefined || raw.noticeUntil === null || raw.noticeUntil === '')
      throw refuse(announcementMessages.noticeUntilRequired, 'noticeUntil');
    const day = String(raw.noticeUntil);
    const today = wallClockMoment(sendAt ?? now, timeZone).slice(0, 10);
    if (!isIsoDate(day) || day < today) throw refuse(announcementMessages.noticeUntilInvalid, 'noticeUntil');
    noticeUntil = day;
  }
  return { subject: oneLineSubject, body, audience, sendAt, urgent, noticeUntil };
}
