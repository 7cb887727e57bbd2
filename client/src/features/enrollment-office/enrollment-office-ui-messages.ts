import { placementStatusLabels, type PlacementStatusName } from '@coop/contract';
import type { PlacementNotices } from '../../graphql/graphql';
import { classesLoading, familyLoading } from './enrollment-office-loading';

// Texts of the Enrollments, My classes and My family tabs; the server's text is shown whenever it sends one.
export const enrollmentOfficeUiMessages = {
  classesLoading,
  classesLoadFailed: 'Failed to load the classes',
  rosterLoading: 'Loading the roster…',
  rosterLoadFailed: 'Failed to load the roster',
  rosterEmpty: 'No one has enrolled in this class yet.',
  rosterEmptyNow: 'No one holds, has or waits for a place in this class now.',
  searchLoadFailed: 'Failed to search the rosters',
  searchEmpty: 'No student or parent matches this search.',
  myClassesEmpty: 'No classes are assigned to you yet.',
  familyLoading,
  familyLoadFailed: 'Failed to load your family’s enrollments',
  teachersLoadFailed: 'Failed to load the teacher accounts',
  noTeachers: 'There are no approved teacher accounts yet.',
  printAllLoading: 'Loading every roster…',
  printAllEmpty: 'No class has any enrollments yet.',
  actionRefused: 'The change was refused',
  actionUnreachable: 'Failed to save the change. Please try again.',
  /** Asking for a new link to confirm the account's address, from My family. */
  sendLink: 'Send me a new link',
  sendingLink: 'Sending…',
  linkUnreachable: 'The link could not be asked for. Please check your connection and try again.',
  downloadRefused: 'Download failed',
  downloadUnreachable: 'Failed to download the roster',
  placementNoticesLegend: 'Tell the office about placement changes',
  placementNoticesHint:
    'How the administrators hear of a placement changing: a family withdrawing a child, another administrator confirming, declining, withdrawing or restoring one, a student moving up from the waitlist. Nobody is told of their own change.',
  settingsLoading: 'Loading the office’s settings…',
  settingsLoadFailed: 'Failed to load the office’s settings',
  settingSaving: 'Saving…',
  settingSaved: 'Saved.',
  settingSaveFailed: 'Failed to save the setting. Please try again.',
} as const;

/** The choices of how the administrators hear of placement changes, in the order offered. */
export const placementNoticeLabels: Record<PlacementNotices, string> = {
  at_once: 'At once, one e-mail each',
  morning_digest: 'In the morning digest',
};

/** The polite message after a move: "Ana Diaz in Reading (Grade 1) is now confirmed." */
export function movedText(student: string, status: PlacementStatusName, classTitle: string): string {
  return `${student} in ${classTitle} is now ${placementStatusLabels[status].toLowerCase()}.`;
}

export function seatsSavedText(classTitle: string, seats: number): string {
  return `${classTitle} now has ${seats} ${seats === 1 ? 'seat' : 'seats'}.`;
}

export function teachersSavedText(classTitle: string, names: string[]): string {
  return names.length === 0 ? `${classTitle} has no teacher now.` : `${classTitle} is taught by ${names.join(', ')}.`;
}
