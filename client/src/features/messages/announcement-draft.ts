import { announcementLimits, announcementMessages, zonedTimeToUtc } from '@coop/contract';
import type { AudienceFieldsFragment, SendAnnouncementInput } from '../../graphql/graphql';

/** The Write form as it is typed: the audience by its key among the choices, times as their controls hold them. */
export type AnnouncementDraft = {
  subject: string;
  body: string;
  audience: string;
  /** Sent when confirmed, or at `sendAt` on the co-op's clock ("2027-03-01T09:00"). */
  when: 'now' | 'later';
  sendAt: string;
  urgent: boolean;
  /** The last day ("2027-03-01") the site shows it as its notice. */
  noticeUntil: string;
};

export type DraftField = 'subject' | 'body' | 'audience' | 'sendAt' | 'noticeUntil';
export type DraftErrors = Partial<Record<DraftField, string>>;

export const emptyDraft: AnnouncementDraft = {
  subject: '',
  body: '',
  audience: '',
  when: 'now',
  sendAt: '',
  urgent: false,
  noticeUntil: '',
};

/** One audience among the choices, as a select's value: its kind and what narrows it. */
export function audienceKey(audience: AudienceFieldsFragment): string {
  return [audience.kind, audience.classKey, audience.grade, audience.group, audience.condition]
    .map((part) => part ?? '')
    .join(':');
}

/** The audience as the server takes it: its kind and only the details it has. */
export function audienceInput({ kind, classKey, grade, group, condition }: AudienceFieldsFragment) {
  return {
    kind,
    ...(classKey !== null && { classKey }),
    ...(grade !== null && { grade }),
    ...(group !== null && { group }),
    ...(condition !== null && { condition }),
  };
}

const wallClockPattern = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** A time on the co-op's clock as the instant it names, or null when the control holds no whole date and time. */
export function sendAtInstant(wallClock: string, timeZone: string): string | null {
  const parts = wallClockPattern.exec(wallClock);
  return parts ? new Date(zonedTimeToUtc(parts[1], parts[2], timeZone)).toISOString() : null;
}

/** What is wrong with the draft before it is sent, field by field (the server checks the same again). */
export function draftProblems(draft: AnnouncementDraft, timeZone: string, now: Date): DraftErrors {
  const errors: DraftErrors = {};
  const subject = draft.subject.trim();
  if (!subject) errors.subject = announcementMessages.subjectRequired;
  else if (subject.length > announcementLimits.subject) errors.subject = announcementMessages.subjectTooLong;
  const body = draft.body.trim();
  if (!body) errors.body = announcementMessages.bodyRequired;
  else if (body.length > announcementLimits.body) errors.body = announcementMessages.bodyTooLong;
  if (!draft.audience) errors.audience = announcementMessages.kindInvalid;
  if (draft.when === 'later') {
    const at = sendAtInstant(draft.sendAt, timeZone);
    if (!at) errors.sendAt = announcementMessages.sendAtInvalid;
    else if (new Date(at) <= now) errors.sendAt = sendAtPast;
  }
  if (draft.urgent && !draft.noticeUntil) errors.noticeUntil = announcementMessages.noticeUntilRequired;
  return errors;
}

/** Said of a time to send already gone: the server would send it at once, which the writer did not ask for. */
export const sendAtPast = 'That time has passed: choose a later one, or send it now';

/** The draft as the server takes it, once it has no problem. */
export function sendInput(
  draft: AnnouncementDraft,
  audience: AudienceFieldsFragment,
  timeZone: string,
): SendAnnouncementInput {
  return {
    subject: draft.subject.trim(),
    body: draft.body,
    audience: audienceInput(audience),
    ...(draft.when === 'later' && { sendAt: sendAtInstant(draft.sendAt, timeZone) }),
    urgent: draft.urgent,
    ...(draft.urgent && { noticeUntil: draft.noticeUntil }),
  };
}

// The draft is kept per account in this tab's session storage: it survives a reload, a failed send and a visit to
// another tab, and is gone with the tab, so nothing written stays in the browser after the writer leaves.
const storageKey = (accountId: string) => `announcement-draft:${accountId}`;

export function readDraft(accountId: string): AnnouncementDraft {
  try {
    const kept = sessionStorage.getItem(storageKey(accountId));
    return kept ? { ...emptyDraft, ...(JSON.parse(kept) as Partial<AnnouncementDraft>) } : emptyDraft;
  } catch {
    return emptyDraft;
  }
}

export function keepDraft(accountId: string, draft: AnnouncementDraft): void {
  try {
    if (JSON.stringify(draft) === JSON.stringify(emptyDraft)) sessionStorage.removeItem(storageKey(accountId));
    else sessionStorage.setItem(storageKey(accountId), JSON.stringify(draft));
  } catch {
    // Without storage the draft lives in the form alone, which a failed send leaves as it was.
  }
}
