import { memberAreaHref } from './member-areas';

// Announcements: who a message can go to, how its audience is named, its limits and every sentence refusing one.
// The server refuses with these words and the Messages area's forms check with them first.

export const audienceKinds = [
  'everyone',
  'families',
  'class_families',
  'grade_families',
  'group_families',
  'teachers',
  'staff',
  'households_where',
] as const;
export type AudienceKindName = (typeof audienceKinds)[number];

export const householdConditions = ['agreement_unsigned', 'household_details_missing'] as const;
export type HouseholdConditionName = (typeof householdConditions)[number];

export const householdConditionLabels: Record<HouseholdConditionName, string> = {
  agreement_unsigned: "Families who have not signed this term's agreements",
  household_details_missing: "Families missing a child's details",
};

export const announcementStates = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type AnnouncementStateName = (typeof announcementStates)[number];

export const announcementLimits = {
  subject: 200,
  body: 20_000,
  /** How far ahead a message may be scheduled. */
  scheduleDays: 366,
} as const;

/** How an audience reads in a list of choices and on a sent message; the class's or group's own name given. */
export function audienceLabel(
  kind: AudienceKindName,
  detail: { className?: string; grade?: number; group?: string; condition?: HouseholdConditionName } = {},
): string {
  switch (kind) {
    case 'everyone':
      return 'Everyone: every member and every family';
    case 'families':
      return 'All families';
    case 'class_families':
      return `Families of ${detail.className ?? 'a class'}`;
    case 'grade_families':
      return `Grade ${detail.grade ?? '?'}'s families`;
    case 'group_families':
      return `Families in ${detail.group ?? 'a group'}`;
    case 'teachers':
      return 'Teachers';
    case 'staff':
      return 'Staff: teachers and administrators';
    case 'households_where':
      return detail.condition ? householdConditionLabels[detail.condition] : 'Families matching a condition';
  }
}

export const announcementMessages = {
  subjectRequired: 'Please enter a subject',
  subjectTooLong: `Please keep the subject to ${announcementLimits.subject} characters or fewer`,
  bodyRequired: 'Please write the message',
  bodyTooLong: `Please keep the message to ${announcementLimits.body} characters or fewer`,
  kindInvalid: 'Please choose who the message goes to',
  classRequired: 'Please choose a class',
  classUnknown: 'No class has that key',
  gradeUnknown: 'No class this term is for that grade',
  groupUnknown: 'No group of classes has that key',
  conditionRequired: 'Please choose which families: those who have not signed, or those missing details',
  notYourClass: 'You can write only to the families of the classes you teach',
  sendAtInvalid: 'Please give the time to send as a date and time',
  sendAtTooFar: `Please choose a time to send within ${announcementLimits.scheduleDays} days`,
  noticeUntilRequired: 'An urgent message shows as the site notice: please choose the last day it shows',
  noticeUntilInvalid: 'Please give the last day the notice shows as a date YYYY-MM-DD, today or later',
  urgentAdminsOnly: "Only administrators may mark a message urgent, since it shows as the site's notice",
  notFound: 'No message has that id',
  notScheduled: 'Only a message waiting to be sent can be cancelled: this one has already gone out or was cancelled',
};

/** Where a member reads the announcements sent to them: the Messages area's inbox. */
export const messagesInboxPath = memberAreaHref('messages', 'inbox');
